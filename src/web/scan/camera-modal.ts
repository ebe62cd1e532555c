/**
 * What a scan screen hands to the camera: the routes pass the camera feature's modal in, so scan
 * screens never import the camera (and its zxing chunk) themselves.
 */
export interface CameraModalProps {
  isOpen: boolean;
  onClose: () => void;
  onScan: (code: string) => void;
}
