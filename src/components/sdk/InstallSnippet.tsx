import CodeBlock from '@theme/CodeBlock';
import {installablePackages, installLine, sdk, swiftPackageManifest, type InstallablePackage} from '@site/core/data/sdk';

interface Props {
  /** Which SDK package to show, as keyed in core/data/sdk.ts. */
  pkg: InstallablePackage;
}

/** The install or dependency line for one SDK package, with the version from core/data/sdk.ts. */
export default function InstallSnippet({pkg}: Props) {
  const entry = installablePackages[pkg];
  if (!entry) {
    throw new Error(`InstallSnippet: unknown package "${String(pkg)}". Use a key of installablePackages in core/data/sdk.ts.`);
  }
  const line = installLine(pkg);
  const {kind, name, version} = entry;
  switch (kind) {
    case 'gradle':
      return (
        <CodeBlock language="kotlin" title="app/build.gradle.kts">
          {`dependencies {\n    ${line}\n}`}
        </CodeBlock>
      );
    case 'spm':
      return (
        <CodeBlock language="swift" title="Package.swift">
          {swiftPackageManifest()}
        </CodeBlock>
      );
    case 'pod':
      return (
        <CodeBlock language="ruby" title="Podfile">
          {`platform :ios, '${sdk.ios.appleHealth.minIos}'\n\ntarget 'YourApp' do\n  use_frameworks!\n  ${line}\nend`}
        </CodeBlock>
      );
    case 'pub':
      return (
        <CodeBlock language="yaml" title="pubspec.yaml">
          {`dependencies:\n  ${line}`}
        </CodeBlock>
      );
    case 'npm':
      return <CodeBlock language="bash">{`npm install ${name}@${version}\ncd ios && pod install`}</CodeBlock>;
    case 'npm-capacitor':
      return <CodeBlock language="bash">{`npm install ${name}@${version}\nnpx cap sync`}</CodeBlock>;
  }
}
