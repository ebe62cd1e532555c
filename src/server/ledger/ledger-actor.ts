import { authOf } from '../auth/access';
import type { AppContext } from '../context';

/** Who writes a movement, when and from which device: a request's caller or a handheld's mutation. */
export interface Actor {
  companyId: string;
  userId: string;
  device: string | null;
  at: Date;
}

export function actorOf(c: AppContext, now: Date): Actor {
  const auth = authOf(c);
  return { companyId: auth.companyId, userId: auth.user.id, device: c.get('client').device ?? auth.session.device, at: now };
}
