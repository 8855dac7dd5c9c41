/**
 * The "My values" form, in a modal <dialog> (the browser keeps focus inside and closes it on Escape). Loaded on
 * the first click of the navbar button, so pages carry only the button and the store.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {resetMyValues, saveMyValues, useMyValues} from './store';
import {EXAMPLE_VALUES, MAX_VALUE_LENGTH, MY_VALUES_STORAGE_KEY, MY_VALUE_KEYS, type MyValueKey} from './values';
import styles from './styles.module.css';

function fieldLabel(key: MyValueKey): string {
  switch (key) {
    case 'mediaBaseUrl':
      return translate({id: 'myValues.field.mediaBaseUrl', message: '미디어 API 기본 URL'});
    case 'chatBaseUrl':
      return translate({id: 'myValues.field.chatBaseUrl', message: '채팅 API 기본 URL'});
    case 'pushBaseUrl':
      return translate({id: 'myValues.field.pushBaseUrl', message: '푸시 API 기본 URL'});
    case 'applicationId':
      return translate({id: 'myValues.field.applicationId', message: '애플리케이션 ID'});
    case 'userId':
      return translate({id: 'myValues.field.userId', message: '사용자 ID'});
  }
}

type Status = 'idle' | 'saved' | 'reset' | 'unavailable';

function statusMessage(status: Status): string {
  switch (status) {
    case 'saved':
      return translate({
        id: 'myValues.status.saved',
        message: '저장했습니다. 이 사이트의 코드 샘플에 값이 들어갑니다.',
      });
    case 'reset':
      return translate({id: 'myValues.status.reset', message: '지웠습니다. 코드 샘플이 예시 값으로 돌아갑니다.'});
    case 'unavailable':
      return translate({
        id: 'myValues.status.unavailable',
        message:
          '이 브라우저가 사이트의 저장소를 막고 있어 값을 저장할 수 없습니다. 코드 샘플은 예시 값을 그대로 보여 줍니다.',
      });
    case 'idle':
      return '';
  }
}

export default function MyValuesDialog({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const values = useMyValues();
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setStatus('idle');
      form.current?.reset();
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const entered = {
      ...Object.fromEntries(MY_VALUE_KEYS.map((key) => [key, data.get(key)])),
      tokenAsVariable: data.get('tokenAsVariable') === 'on',
    };
    setStatus(saveMyValues(entered) ? 'saved' : 'unavailable');
  };
  const reset = () => {
    const stored = resetMyValues();
    for (const key of [...MY_VALUE_KEYS, 'tokenAsVariable']) {
      const input = form.current?.elements.namedItem(key);
      if (input instanceof HTMLInputElement) {
        if (input.type === 'checkbox') input.checked = false;
        else input.value = '';
      }
    }
    setStatus(stored ? 'reset' : 'unavailable');
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <form ref={form} onSubmit={save}>
        <h2 id={titleId} className={styles.title}>
          {translate({id: 'myValues.title', message: '내 값'})}
        </h2>
        <p className={styles.help}>
          {translate(
            {
              id: 'myValues.help',
              message:
                '코드 샘플의 예시 값을 내 값으로 바꿔 보여 줍니다. 값은 이 브라우저의 로컬 스토리지({key} 키)에만 저장되며 어디로도 전송되지 않습니다. 비워 둔 항목은 예시 값을 씁니다.',
            },
            {key: MY_VALUES_STORAGE_KEY},
          )}
        </p>
        {MY_VALUE_KEYS.map((key) => (
          <label key={key} className={styles.field}>
            <span>{fieldLabel(key)}</span>
            <input
              name={key}
              type="text"
              inputMode={key.endsWith('BaseUrl') ? 'url' : 'text'}
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_VALUE_LENGTH}
              defaultValue={values[key] ?? ''}
              placeholder={EXAMPLE_VALUES[key]}
            />
          </label>
        ))}
        <label className={styles.checkbox}>
          <input name="tokenAsVariable" type="checkbox" defaultChecked={values.tokenAsVariable === true} />
          <span>
            {translate({
              id: 'myValues.field.tokenAsVariable',
              message: '코드 샘플에서 액세스 토큰을 환경 변수 ACCESS_TOKEN으로 읽기',
            })}
          </span>
        </label>
        <p className={styles.status} role="status">
          {statusMessage(status)}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            {translate({id: 'myValues.save', message: '저장'})}
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            {translate({id: 'myValues.reset', message: '초기화'})}
          </button>
          <button type="button" className="button button--link" onClick={onClose}>
            {translate({id: 'myValues.close', message: '닫기'})}
          </button>
        </div>
      </form>
    </dialog>
  );
}
