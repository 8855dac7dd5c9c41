/**
 * The "My values" form, in a modal <dialog> (the browser keeps focus inside and closes it on Escape). Loaded on
 * the first click of the navbar button, so pages carry only the button and the store.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {resetMyValues, saveMyValues, useMyValues} from './store';
import {MAX_ID_LENGTH, MAX_URL_LENGTH, type ValueProblem} from './validation';
import {useMyValuesSite} from './useMyValuesSite';
import {MY_VALUES_STORAGE_KEY, MY_VALUE_KEYS, checkValue, isBaseUrlKey, type MyValueKey, type MyValues} from './values';
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

/** The rule a field's value follows, shown under the field (the conventions page states the same). */
function fieldHint(key: MyValueKey): string {
  return isBaseUrlKey(key)
    ? translate(
        {
          id: 'myValues.hint.baseUrl',
          message:
            'https://로 시작하는 절대 URL, {max}자 이하(로컬 목 서버는 http://localhost, http://127.0.0.1). 사용자 정보, 쿼리(?), 프래그먼트(#)는 넣을 수 없습니다.',
        },
        {max: MAX_URL_LENGTH},
      )
    : translate(
        {
          id: 'myValues.hint.id',
          message: '영문자, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 1~{max}자.',
        },
        {max: MAX_ID_LENGTH},
      );
}

function problemMessage(problem: ValueProblem): string {
  switch (problem) {
    case 'urlScheme':
      return translate({
        id: 'myValues.error.urlScheme',
        message:
          'https://로 시작하는 절대 URL을 입력하세요. http://는 http://localhost와 http://127.0.0.1에만 쓸 수 있습니다.',
      });
    case 'urlParts':
      return translate({
        id: 'myValues.error.urlParts',
        message: '기본 URL에는 사용자 정보(…@), 쿼리(?), 프래그먼트(#)를 넣을 수 없습니다.',
      });
    case 'urlCharacters':
      return translate({
        id: 'myValues.error.urlCharacters',
        message:
          '호스트에는 영문자, 숫자, 마침표, 하이픈만, 경로에는 영문자, 숫자와 . _ ~ - /만 쓸 수 있습니다. 공백과 따옴표 같은 문자는 쓸 수 없습니다.',
      });
    case 'idCharacters':
      return translate({
        id: 'myValues.error.idCharacters',
        message: '영문자, 숫자, 마침표(.), 밑줄(_), 하이픈(-)만 쓸 수 있습니다. 공백, 따옴표, 기호는 쓸 수 없습니다.',
      });
    case 'tooLong':
      return translate({id: 'myValues.error.tooLong', message: '값이 너무 깁니다. 위의 길이 제한을 확인하세요.'});
  }
}

type Problems = Partial<Record<MyValueKey, ValueProblem>>;

/** The form's values checked field by field: what to save, or each refused field's problem. */
function checkForm(data: FormData): {values: MyValues & Record<string, unknown>; problems: Problems} {
  const values: MyValues & Record<string, unknown> = {
    tokenAsVariable: data.get('tokenAsVariable') === 'on' || undefined,
  };
  const problems: Problems = {};
  for (const key of MY_VALUE_KEYS) {
    const entered = data.get(key);
    const checked = typeof entered === 'string' ? checkValue(key, entered) : undefined;
    if (checked?.problem) problems[key] = checked.problem;
    else if (checked) values[key] = checked.value;
  }
  return {values, problems};
}

type Status = 'idle' | 'saved' | 'reset' | 'unavailable' | 'invalid';

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
    case 'invalid':
      return translate({
        id: 'myValues.status.invalid',
        message: '저장하지 않았습니다. 표시한 항목을 고쳐 주세요.',
      });
    case 'idle':
      return '';
  }
}

export default function MyValuesDialog({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const values = useMyValues();
  const {examples} = useMyValuesSite();
  const [status, setStatus] = useState<Status>('idle');
  const [problems, setProblems] = useState<Problems>({});

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setStatus('idle');
      setProblems({});
      form.current?.reset();
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(new FormData(event.currentTarget));
    setProblems(checked.problems);
    const firstInvalid = MY_VALUE_KEYS.find((key) => checked.problems[key]);
    if (firstInvalid) {
      setStatus('invalid');
      const input = form.current?.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setStatus(saveMyValues(checked.values) ? 'saved' : 'unavailable');
  };
  const reset = () => {
    const stored = resetMyValues();
    setProblems({});
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
        {MY_VALUE_KEYS.map((key) => {
          const problem = problems[key];
          return (
            <div key={key} className={styles.field}>
              <label htmlFor={`${fieldId}-${key}`}>{fieldLabel(key)}</label>
              <input
                id={`${fieldId}-${key}`}
                name={key}
                type="text"
                inputMode={isBaseUrlKey(key) ? 'url' : 'text'}
                autoComplete="off"
                spellCheck={false}
                defaultValue={values[key] ?? ''}
                placeholder={examples[key]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${fieldId}-${key}-hint${problem ? ` ${fieldId}-${key}-error` : ''}`}
              />
              <span id={`${fieldId}-${key}-hint`} className={styles.hint}>
                {fieldHint(key)}
              </span>
              {problem && (
                <span id={`${fieldId}-${key}-error`} className={styles.error}>
                  {problemMessage(problem)}
                </span>
              )}
            </div>
          );
        })}
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
