import {useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Dialog = ComponentType<{open: boolean; onClose: () => void}>;

/** The navbar's "My values" button (`type: 'custom-myValues'`); the form loads on the first click. */
export default function MyValuesNavbarItem({mobile = false}: {mobile?: boolean}): ReactNode {
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = () => {
    void import('../MyValues/MyValuesDialog').then((module) => {
      setDialog(() => module.default);
      setOpen(true);
    });
  };
  const label = translate({
    id: 'myValues.button',
    message: '내 값',
    description: 'The navbar button that opens the My values form',
  });
  const button = (
    <button
      title={label}
      type="button"
      className={`my-values-button ${styles.button} ${mobile ? `menu__link ${styles.mobile}` : 'navbar__item navbar__link'}`}
      aria-haspopup="dialog"
      onClick={openDialog}>
      {/* Below 1440 px the desktop navbar has room for an icon only; the text stays the button's name. */}
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M3 17v2h6v-2H3zM3 5v2h10V5H3zm10 16v-2h8v-2h-8v-2h-2v6h2zM7 9v2H3v2h4v2h2V9H7zm14 4v-2H11v2h10zm-6-4h2V7h4V5h-4V3h-2v6z"
        />
      </svg>
      <span className={styles.label}>{label}</span>
    </button>
  );
  return (
    <>
      {mobile ? <li className="menu__list-item">{button}</li> : button}
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
