/** Every React entry point the app and its libraries import: built by react-runtime.test.ts. */
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactDomServer from 'react-dom/server';

export { jsxRuntime, react, reactDom, reactDomClient, reactDomServer };
