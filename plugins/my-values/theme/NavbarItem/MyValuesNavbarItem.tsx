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
  const button = (
    <button
      type="button"
      className={`my-values-button ${styles.button} ${mobile ? `menu__link ${styles.mobile}` : 'navbar__item navbar__link'}`}
      aria-haspopup="dialog"
      onClick={openDialog}>
      {translate({
        id: 'myValues.button',
        message: '내 값',
        description: 'The navbar button that opens the My values form',
      })}
    </button>
  );
  return (
    <>
      {mobile ? <li className="menu__list-item">{button}</li> : button}
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
