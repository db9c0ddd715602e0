import { siteIconUrls } from '../site-icons';
import { iconLinks } from '../../seed/hostile-text';

const PAGE = 'https://acme.example/about/';

describe('siteIconUrls', () => {
  it('lists touch icons first, then icons by declared size, absolute, each once, then /favicon.ico', () => {
    const html = `<html><head>
      <link rel="icon" href="/small.png" sizes="16x16">
      <link rel="ICON" href="big.png" sizes="32x32 192x192">
      <link rel="apple-touch-icon-precomposed" href="https://cdn.acme.example/touch.png">
      <link rel="shortcut icon" href="/small.png">
    </head><body></body></html>`;
    expect(siteIconUrls(html, PAGE)).toEqual(['https://cdn.acme.example/touch.png', 'https://acme.example/about/big.png', 'https://acme.example/favicon.ico']);
  });

  it('leaves out what is not an http(s) address, and links past <body>', () => {
    const html = `<head><link rel="icon" href="javascript:alert(1)"><link rel="icon" href="data:image/png;base64,AAAA">
      <link rel="stylesheet" href="/site.css"></head><body><link rel="icon" href="/late.png"></body>`;
    expect(siteIconUrls(html, PAGE)).toEqual(['https://acme.example/favicon.ico']);
  });

  it('reads entities in addresses and survives markup that is not HTML at all', () => {
    expect(siteIconUrls('<link rel="icon" href="/i.png?a=1&amp;b=2">', PAGE)[0]).toBe('https://acme.example/i.png?a=1&b=2');
    expect(siteIconUrls('\u0000<<<>>>{"json": true}<link rel=icon', PAGE)).toEqual(['https://acme.example/favicon.ico']);
  });

  it('reads a megabyte of icon links (the bench times it: bench/src/hostile-inputs.ts)', () => {
    expect(siteIconUrls(iconLinks(), PAGE)).toHaveLength(2);
  });
});
