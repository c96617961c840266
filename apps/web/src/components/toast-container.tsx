import { ToastContainer } from 'react-toastify/unstyled';

import { TOAST_AUTO_CLOSE_MS } from '@vivaha/shared/constants';

import 'react-toastify/ReactToastify.css';

export function AppToasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover newestOnTop />;
}
