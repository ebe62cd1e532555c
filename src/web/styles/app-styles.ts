// The style sheets of every page, in cascade order; both entries (main.tsx, login-main.tsx) import
// this, so the login page's first load and the app share one cached style sheet.
/* Ionic's CSS: core, the basics, the utility classes (ion-padding…), the class-based dark palette. */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/float-elements.css';
import '@ionic/react/css/text-alignment.css';
import '@ionic/react/css/text-transformation.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/display.css';
import '@ionic/react/css/palettes/dark.class.css';
import './theme.css';
import './app.css';
import './controls.css';
import './app-parts.css';
import './phone.css';
