import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {NavModel, OperationModel} from '../../model/types';
import {firstParagraph} from '@site/src/markdown/text';
import ApiLayout from './ApiLayout';
import CodeSamples from './CodeSamples';
import {SchemaLinksProvider} from './context';
import MediaContent from './MediaContent';
import OperationAccess from './OperationAccess';
import OperationHeader from './OperationHeader';
import ParameterTable from './ParameterTable';
import Responses from './Responses';
import RichText from '@site/src/markdown/RichText';
import styles from './styles.module.css';

/** Route component for /api/operations/{operationId}/ (props come from the plugin). */
export default function OperationPage({nav, operation}: {nav: NavModel; operation: OperationModel}): ReactNode {
  const description = firstParagraph(operation.description) ?? operation.summary;
  const body = operation.requestBody;
  return (
    <SchemaLinksProvider nav={nav}>
      <ApiLayout nav={nav} current={operation.permalink} title={operation.summary} description={description}>
        <OperationHeader operation={operation} />
        <OperationAccess operation={operation} />
        {operation.parameters.length > 0 && (
          <section>
            <Heading as="h2" id="parameters">
              Parameters
            </Heading>
            <ParameterTable parameters={operation.parameters} />
          </section>
        )}
        {body && (
          <section>
            <Heading as="h2" id="request-body">
              Request body
            </Heading>
            <p className={styles.note}>{body.required ? 'Required.' : 'Optional.'}</p>
            <RichText text={body.description} minHeading={3} idPrefix="request-body-" />
            <MediaContent content={body.content} anchor="request-body" />
          </section>
        )}
        <Responses responses={operation.responses} />
        <CodeSamples samples={operation.samples} authenticated={operation.security.length > 0} />
      </ApiLayout>
    </SchemaLinksProvider>
  );
}
