// memvault inspector: the only script its pages run (served by the package; the
// Content-Security-Policy allows no other). Everything works without it; it adds
// the timeline's live as_of slider and a confirmation before forgetting.
"use strict";

function day(seconds) {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

function moveTimeline(section, slider) {
  const moment = Number(slider.value);
  const svg = section.querySelector("svg.axis");
  const start = Number(slider.min);
  const end = Number(slider.max);
  const [left, span] = [10, svg.viewBox.baseVal.width - 20];
  const x = left + ((moment - start) / Math.max(end - start, 1)) * span;
  const line = section.querySelector("[data-as-of-line]");
  line.setAttribute("x1", x);
  line.setAttribute("x2", x);
  let found = null;
  for (const version of section.querySelectorAll("[data-version]")) {
    const from = Number(version.dataset.from);
    const to = Number(version.dataset.to);
    const isTrue = from <= moment && (to === 0 || moment < to);
    version.classList.toggle("is-true", isTrue);
    const row = document.querySelector(`[data-version-row="${version.dataset.version}"]`);
    if (row) row.classList.toggle("is-true", isTrue);
    if (isTrue) found = version;
  }
  section.querySelector("#slider-day").textContent = day(moment);
  const said = section.querySelector("[data-true-then]");
  said.textContent = "";
  if (found) {
    said.append("True then: ");
    const quote = document.createElement("q");
    quote.textContent = found.dataset.content;
    said.append(quote);
  } else {
    said.textContent = "Nothing was true then.";
  }
  const field = document.getElementById("as_of");
  if (field) field.value = day(moment);
}

document.addEventListener("DOMContentLoaded", () => {
  for (const section of document.querySelectorAll("[data-timeline]")) {
    const slider = section.querySelector("[data-slider]");
    slider.addEventListener("input", () => moveTimeline(section, slider));
  }
  for (const form of document.querySelectorAll("form[data-confirm]")) {
    form.addEventListener("submit", (event) => {
      if (!window.confirm(form.dataset.confirm)) event.preventDefault();
    });
  }
});
