// The preview page. Everything it loads comes from the server that sent it: the face list, the controls' data, the
// pictures (PNGs rendered by Dial) and the change feed (server-sent events). Pictures are fetched as a set, at most one
// set at a time: a burst of slider moves fetches the set for the latest position, not one per move, and the set is
// shown whole, so the views never disagree with each other.
'use strict';

const VIEW_NAMES = { 'active': 'Active', 'always-on': 'Always On', 'locked': 'Locked', 'hidden': 'Hide sensitive' };
const page = {
  folder: false, faces: [], index: null, detail: null, status: null,
  settings: null, size: 'double', round: { running: false, again: false }, lintGeneration: -1,
};

const $ = (id) => document.getElementById(id);
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'text') node.textContent = value;
    else if (value === true) node.setAttribute(name, '');
    else if (value !== false && value !== undefined && value !== null) node.setAttribute(name, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

async function getJSON(url) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}

// FNV-1a of the picture's bytes: lets a test (or a person in the console) see that a picture changed.
function digest(bytes) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) { hash ^= bytes[i]; hash = Math.imul(hash, 0x01000193) >>> 0; }
  return hash.toString(16).padStart(8, '0');
}

async function start() {
  const list = await getJSON('/api/faces');
  page.folder = list.folder;
  page.faces = list.faces;
  const match = location.pathname.match(/^\/face\/(\d+)$/);
  if (match) page.index = Number(match[1]);
  else if (!page.folder) page.index = 0;
  if (page.index === null) showGrid(); else await showFace();
  listen();
}

// ---- The change feed -------------------------------------------------------------------------------------------

function listen() {
  const source = new EventSource('/api/events');
  source.addEventListener('open', () => { $('connection').textContent = 'Watching for changes'; });
  source.addEventListener('error', () => { $('connection').textContent = 'Reconnecting to dial preview…'; });
  source.addEventListener('face', (event) => {
    const status = JSON.parse(event.data);
    const summary = page.faces[status.index];
    if (summary) summary.status = status;
    if (page.index === null) updateCard(status);
    else if (status.index === page.index) onStatus(status);
  });
}

// ---- The grid of a folder's faces -------------------------------------------------------------------------------

function showGrid() {
  $('title').textContent = `Dial preview: ${page.faces.length} faces`;
  document.title = 'Dial preview';
  const grid = el('ul', { class: 'grid', 'aria-label': 'Faces' });
  for (const face of page.faces) {
    const link = el('a', { href: `/face/${face.index}`, id: `card-${face.index}` },
      el('img', { alt: `${face.name}, active`, width: 198, height: 242 }),
      el('span', { class: 'name', text: face.name }),
      el('span', { class: 'file', text: face.file }),
      el('span', { class: 'broken', role: 'alert' }));
    grid.append(el('li', {}, link));
  }
  $('main').replaceChildren(grid);
  for (const face of page.faces) updateCard(face.status);
}

async function updateCard(status) {
  const card = $(`card-${status.index}`);
  if (!card) return;
  card.querySelector('.broken').textContent = status.error || '';
  if (status.generation === 0 || card.dataset.generation === String(status.generation)) return;
  card.dataset.generation = String(status.generation);
  const response = await fetch(`/api/faces/${status.index}/view.png?view=active`, { cache: 'no-store' });
  if (!response.ok) return;
  const image = card.querySelector('img');
  const old = image.src;
  image.src = URL.createObjectURL(await response.blob());
  if (old) URL.revokeObjectURL(old);
}

// ---- One face ---------------------------------------------------------------------------------------------------

async function showFace() {
  $('nav').hidden = !page.folder;
  const main = $('main');
  main.replaceChildren(
    el('section', { id: 'controls', 'aria-label': 'Context' }),
    el('pre', { id: 'error', role: 'alert', hidden: true }),
    el('p', { id: 'problem', role: 'status' }),
    el('div', { id: 'stage' },
      el('section', { id: 'pictures', 'aria-label': 'Pictures' }),
      el('aside', { id: 'lint', 'aria-label': 'Lint findings', 'aria-live': 'polite' }, el('h2', { text: 'dial lint' }))));
  const detail = await getJSON(detailAddress());
  await apply(detail);
}

// A new detail (the face as decoded now): controls built or brought up to date, then pictures and lint.
async function apply(detail) {
  onError(detail.status.error);
  if (!detail.devices) { // never decoded yet: only its error to show
    $('title').textContent = detail.file;
    return;
  }
  const first = page.detail === null;
  page.detail = detail;
  page.status = detail.status;
  $('title').textContent = `${detail.name} (${detail.file})`;
  document.title = `${detail.name} – Dial preview`;
  if (first) {
    page.settings = {
      devices: [detail.device], time: detail.timeline.time, lock: detail.lock,
      hideSensitive: detail.hideSensitiveComplications, choices: {}, mode: detail.renderingMode,
    };
    buildControls();
  } else {
    updateTimeline();
  }
  buildChoices();
  document.body.dataset.generation = String(detail.status.generation);
  renderSoon();
  loadLint(detail.status.generation);
}

function onStatus(status) {
  onError(status.error);
  if (status.generation !== Number(document.body.dataset.generation) && status.generation > 0) {
    refreshDetail();
  }
}

// The face's detail: its slider's marks are those of the timelines the active view draws with the page's lock.
function detailAddress() {
  const lock = page.settings ? `?lock=${encodeURIComponent(page.settings.lock)}` : '';
  return `/api/faces/${page.index}${lock}`;
}

function refreshDetail() {
  getJSON(detailAddress()).then(apply).catch((error) => { $('problem').textContent = error.message; });
}

function onError(message) {
  const box = $('error');
  box.textContent = message || '';
  box.hidden = !message;
  $('stage').classList.toggle('stale', Boolean(message));
  document.body.dataset.error = message ? 'yes' : 'no';
}

function radios(name, legend, values, checked, labels, onChange) {
  const set = el('fieldset', { id: `${name}-set` }, el('legend', { text: legend }));
  for (const value of values) {
    const input = el('input', { type: 'radio', name, id: `${name}-${value}`, value, checked: value === checked });
    input.addEventListener('change', () => onChange(value));
    set.append(el('label', { for: input.id }, input, ` ${labels[value] || value}`));
  }
  return set;
}

function buildControls() {
  const detail = page.detail;
  const settings = page.settings;
  const devices = el('fieldset', { id: 'devices' }, el('legend', { text: 'Devices' }));
  for (const device of detail.devices) {
    const input = el('input', { type: 'checkbox', id: `device-${device}`, value: device, checked: settings.devices.includes(device) });
    input.addEventListener('change', () => {
      settings.devices = detail.devices.filter((d) => $(`device-${d}`).checked);
      if (settings.devices.length === 0) { input.checked = true; settings.devices = [device]; }
      buildPictures();
      renderSoon();
    });
    devices.append(el('label', { for: input.id }, input, ` ${device}`));
  }

  const time = el('input', { type: 'range', id: 'time', step: 60, list: 'marks', 'aria-describedby': 'time-label' });
  time.addEventListener('input', () => { settings.time = Number(time.value); showTime(); renderSoon(); });
  const timeBox = el('div', { class: 'time' }, el('label', { for: 'time', text: 'Time (scrubs the timeline)' }), time,
    el('output', { id: 'time-label', for: 'time' }), el('datalist', { id: 'marks' }));

  const hide = el('input', { type: 'checkbox', id: 'hide-sensitive', checked: settings.hideSensitive });
  hide.addEventListener('change', () => { settings.hideSensitive = hide.checked; renderSoon(); });

  $('controls').replaceChildren(
    devices, timeBox,
    radios('lock', 'Lock', detail.lockStates, settings.lock,
      { unlocked: 'Unlocked', locked: 'Locked', beforeFirstUnlock: 'Before first unlock' },
      (value) => { settings.lock = value; renderSoon(); refreshDetail(); }),
    el('fieldset', {}, el('legend', { text: 'Wearer' }), el('label', { for: 'hide-sensitive' }, hide, ' Hide Sensitive Complications')),
    el('fieldset', { id: 'choices' }, el('legend', { text: 'Each complication' })),
    radios('mode', 'Rendering mode', detail.renderingModes, settings.mode, { fullColor: 'Full colour', accented: 'Accented' },
      (value) => { settings.mode = value; renderSoon(); }),
    radios('size', 'Size', ['real', 'double', 'pixels'], page.size, { real: 'Real size', double: '2×', pixels: 'Pixels (1:1)' },
      (value) => { page.size = value; sizePictures(); }));
  updateTimeline();
  buildPictures();
}

function updateTimeline() {
  const timeline = page.detail.timeline;
  const time = $('time');
  time.min = String(timeline.start);
  time.max = String(timeline.end);
  page.settings.time = Math.min(Math.max(page.settings.time, timeline.start), timeline.end);
  time.value = String(page.settings.time);
  $('marks').replaceChildren(...timeline.marks.map((mark) => el('option', { value: String(mark) })));
  showTime();
}

function showTime() {
  const offset = page.detail.timeline.utcOffset;
  const wall = new Date((page.settings.time + offset) * 1000).toISOString().slice(0, 16).replace('T', ' ');
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 3600)).padStart(2, '0');
  const minutes = String(Math.floor(Math.abs(offset) % 3600 / 60)).padStart(2, '0');
  const entries = page.detail.timeline.marks.filter((mark) => mark <= page.settings.time).length;
  $('time-label').textContent = `${wall} ${sign}${hours}:${minutes}` + (page.detail.timeline.marks.length
    ? ` · ${entries} of ${page.detail.timeline.marks.length} timeline dates passed` : '');
}

function buildChoices() {
  const set = $('choices');
  const choices = page.settings.choices;
  const ids = page.detail.complications;
  for (const id of Object.keys(choices)) if (!ids.includes(id)) delete choices[id];
  const rows = ids.map((id, index) => {
    const select = el('select', { id: `choice-${index}`, 'data-id': id });
    for (const value of ['inherit', 'hide', 'show']) {
      const own = page.detail.perComplication[id];
      select.append(el('option', { value, text: value === 'inherit' && own ? `face's own (${own})` : value }));
    }
    select.value = choices[id] || 'inherit';
    select.addEventListener('change', () => { choices[id] = select.value; renderSoon(); });
    return el('label', { for: select.id }, `${id} `, select);
  });
  set.replaceChildren(el('legend', { text: 'Each complication' }), ...(rows.length ? rows : [el('span', { text: 'none' })]));
}

function buildPictures() {
  const rows = page.settings.devices.map((device) => {
    const views = page.detail.views.map((view) => el('figure', {},
      el('img', { class: 'view', 'data-view': view, 'data-device': device, alt: `${page.detail.name}, ${VIEW_NAMES[view]}, ${device}` }),
      el('figcaption', { text: VIEW_NAMES[view] })));
    return el('div', { class: 'row' }, el('h2', { text: device }), el('div', { class: 'views' }, ...views));
  });
  $('pictures').replaceChildren(...rows);
}

// Real size: the watch's pixels at its screen's density (326 pixels an inch; 338 on the 49 mm Ultra) in CSS inches,
// which are the screen's real inches only as nearly as the browser knows its display. Pixels: one CSS pixel each.
function sizePictures() {
  for (const image of document.querySelectorAll('img.view')) {
    if (!image.naturalWidth) continue;
    const inches = image.naturalWidth / (image.dataset.device === '49mm' ? 338 : 326);
    image.style.width = page.size === 'pixels' ? `${image.naturalWidth}px` : `${inches * (page.size === 'double' ? 2 : 1)}in`;
  }
}

function pictureURL(view, device) {
  const settings = page.settings;
  const query = new URLSearchParams({ view, device, time: String(settings.time), lock: settings.lock,
    hideSensitive: String(settings.hideSensitive), mode: settings.mode });
  for (const choice of ['hide', 'show']) {
    const ids = Object.keys(settings.choices).filter((id) => settings.choices[id] === choice);
    if (ids.length) query.set(choice, ids.join(','));
  }
  return `/api/faces/${page.index}/view.png?${query}`;
}

// At most one set of pictures in flight; whatever changed meanwhile is fetched once it lands.
async function renderSoon() {
  const round = page.round;
  if (round.running) { round.again = true; return; }
  round.running = true;
  try {
    do {
      round.again = false;
      const images = [...document.querySelectorAll('img.view')];
      const generation = document.body.dataset.generation;
      try {
        const blobs = await Promise.all(images.map(async (image) => {
          const response = await fetch(pictureURL(image.dataset.view, image.dataset.device), { cache: 'no-store' });
          if (!response.ok) throw new Error(await response.text());
          return response.blob();
        }));
        const bytes = await Promise.all(blobs.map((blob) => blob.arrayBuffer()));
        await Promise.all(images.map((image, i) => new Promise((resolve) => {
          const old = image.src;
          image.onload = image.onerror = () => { if (old) URL.revokeObjectURL(old); resolve(); };
          image.dataset.digest = digest(new Uint8Array(bytes[i]));
          image.src = URL.createObjectURL(blobs[i]);
        })));
        sizePictures();
        $('problem').textContent = '';
        document.body.dataset.shown = generation;
        document.body.dataset.updatedAt = String(Date.now());
        document.body.dataset.rounds = String(Number(document.body.dataset.rounds) + 1);
      } catch (error) {
        $('problem').textContent = error.message;
      }
    } while (round.again);
  } finally {
    round.running = false;
  }
}

async function loadLint(generation) {
  if (page.lintGeneration === generation) return;
  page.lintGeneration = generation;
  const box = $('lint');
  box.replaceChildren(el('h2', { text: 'dial lint' }), el('p', { text: 'Checking…' }));
  try {
    const lint = await getJSON(`/api/faces/${page.index}/lint`);
    if (lint.generation !== Number(document.body.dataset.generation)) return;
    const items = lint.findings.map((finding) => el('li', { class: finding.waived ? 'waived' : 'violation' },
      el('strong', { text: finding.rule }), `: ${finding.waived ? `waived (${finding.waived})` : 'violation'}: ${finding.message}`));
    box.replaceChildren(el('h2', { text: `dial lint: ${lint.failed ? 'FAIL' : 'ok'}` }), el('p', { text: lint.summary }),
      items.length ? el('ul', {}, ...items) : el('p', { text: 'No findings.' }));
    box.dataset.generation = String(lint.generation);
  } catch (error) {
    box.replaceChildren(el('h2', { text: 'dial lint' }), el('p', { text: error.message }));
  }
}

start().catch((error) => { $('connection').textContent = `The preview could not start: ${error.message}`; });
