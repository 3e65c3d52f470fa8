"""The explorer in a real browser: Debian's chromium, headless, driven through chromedriver.

The page is opened at URL hashes (CDNA3 dense, SMFMAC index sets, CDNA4 F8F6F4 with FP6,
RDNA3 wave32 WMMA, broadcast, BLGP, ...). Its cells are compared with Instruction.locate
and the -M layout, a hovered or focused cell's highlighted set with elements_at, and a
screenshot of each view is saved under test-artifacts/explorer/ (git-ignored). Without
chromium the tests are skipped, except in CI (CI=true), where that is a failure.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

import pytest
from explorerpage import html
from required import need
from svgcells import cells, element_key
from tiers import sweep

import amdmatrix
from amdmatrix import queries
from amdmatrix.pictures import layout_svg
from amdmatrix.render import text
from amdmatrix.results import Element, Location

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "explorer"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1400,1000")

VIEWS = {
    "cdna3-dense": "arch=cdna3&inst=v_mfma_f32_32x32x8_f16&matrix=A&cbsz=0",
    "cdna3-dense-D": "arch=cdna3&inst=v_mfma_f32_32x32x8_f16&matrix=D",
    "cdna3-smfmac-cbsz": "arch=cdna3&inst=v_smfmac_f32_32x32x16_f16&matrix=K&cbsz=1&abid=3",
    "cdna4-smfmac-abid": "arch=cdna4&inst=v_smfmac_f32_16x16x128_fp8_fp8&matrix=K&cbsz=0&abid=1",
    "cdna4-f8f6f4-fp6": "arch=cdna4&inst=v_mfma_f32_32x32x64_f8f6f4&matrix=A&cbsz=2&blgp=3",
    "cdna4-scale-bf6": "arch=cdna4&inst=v_mfma_scale_f32_16x16x128_f8f6f4&matrix=B&blgp=3&abid=1",
    "rdna3-wave32": "arch=rdna3&inst=v_wmma_f32_16x16x16_f16&wave=32&matrix=A&neg=1&neg_hi=2",
    "rdna3-wave64-C": "arch=rdna3&inst=v_wmma_f16_16x16x16_f16&wave=64&matrix=C&opsel=4&neg=4&neg_hi=4",
    "cdna2-broadcast": "arch=cdna2&inst=v_mfma_f32_4x4x4f16&matrix=A&cbsz=2&abid=1",
    "cdna3-blgp": "arch=cdna3&inst=v_mfma_f32_16x16x4_4b_f16&matrix=B&blgp=3",
}


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        need("selenium", False)
        raise
    need("chromium", os.access(CHROMIUM, os.X_OK))
    need("chromedriver", os.access(CHROMEDRIVER, os.X_OK))
    options = Options()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="amdmatrix-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    d = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield d
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def page_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("explorer") / "explorer.html"
    path.write_text(html(), encoding="utf-8")
    return path.as_uri()


def _open(driver: Any, url: str, fragment: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get("about:blank")
    driver.get(f"{url}#{fragment}")
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(
        "return document.body.dataset.view !== undefined && document.body.dataset.view === location.hash"))


def _state(fragment: str) -> tuple[amdmatrix.Instruction, str, int, dict[str, int]]:
    p = dict(parse_qsl(fragment))
    inst = amdmatrix.instruction(p["arch"], p["inst"])
    wave = int(p.get("wave", inst.arch.default_wave))
    mods = {k: int(v) for k, v in p.items() if k in ("cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi")}
    return inst, p["matrix"], wave, {k: v for k, v in mods.items() if v}


_CELLS = ("return [...document.querySelectorAll(arguments[0] + ' .cell')]"
          ".map(c => [c.dataset.element, c.dataset.location, c.classList.contains('hl')])")
_VIEWS = ("return [...document.querySelectorAll('[data-element]')]"
          ".map(c => c.dataset.view + (c.closest('#rview') ? 'r' : 'm'))")


def _coords(matrix: str, row: int, col: int) -> dict[str, int]:
    return queries.coords(matrix, row, col)


def _screenshot(driver: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))


#: One CDNA and one RDNA view in the fast tier, the others in the exhaustive tier.
@pytest.mark.parametrize("name", sweep(list(VIEWS), stratum=lambda n: n[:4]))
def test_cells_show_the_library_locations(driver: Any, page_url: str, name: str) -> None:
    fragment = VIEWS[name]
    _open(driver, page_url, fragment)
    _screenshot(driver, name)
    inst, matrix, wave, mods = _state(fragment)
    assert driver.execute_script("return document.getElementById('msg').textContent") == ""
    title = driver.execute_script("return document.getElementById('title').textContent")
    assert title.startswith(f"{inst.arch.name} {inst.mnemonic}: {matrix} (") and f"wave {wave}" in title
    rcells = driver.execute_script(_CELLS, "#rview")
    rows, cols, blocks = inst.layout(matrix, wave, **mods).sizes
    assert len(rcells) == rows * cols * blocks
    # A random sample of cells against Instruction.locate ...
    for element, location, _ in random.Random(name).sample(rcells, 60):
        m, row, col, block = element_key(element)
        locs = inst.locate(m, block=block, wave=wave, **_coords(m, row, col), **mods)
        assert location.split(";") == [text.location(loc) for loc in locs], element
    # ... and all of them against the register layout.
    res = queries.register_layout(inst, matrix, wave, **mods)
    nb = inst.blocks
    expected = {(text.element(Element(matrix, r, c, b, blocks=nb)), ";".join(text.location(x) for x in t.cells[r][c]))
                for t in res.tables for b in t.blocks for r in range(res.rows) for c in range(res.cols)}
    assert {(e, loc) for e, loc, _ in rcells} == expected
    # The register view is the -M layout.
    mres = queries.matrix_layout(inst, matrix, wave, **mods)
    mexpected = {(text.location(Location(s.register, lane, s.bits)),
                  ";".join(text.element(e._replace(location=None, negated=False, absolute=False))
                           for e in mres.cells[lane][n]))
                 for lane in range(wave) for n, s in enumerate(mres.slots)}
    assert {(loc, e) for e, loc, _ in driver.execute_script(_CELLS, "#mview")} == mexpected
    # Every cell says which view it belongs to (an element's locations, or a register lane's elements).
    assert set(driver.execute_script(_VIEWS)) == {"Rr", "Mm"}
    # The page fetched nothing.
    assert driver.execute_script("return performance.getEntriesByType('resource').length") == 0


def _lanes_of(inst: amdmatrix.Instruction, matrix: str, wave: int, mods: dict[str, int],
              locations: list[Location]) -> tuple[set[str], set[str]]:
    """Elements held in every register lane a cell touches (elements_at), and those -M cells."""
    els: set[str] = set()
    mcells: set[str] = set()
    slots = queries.matrix_layout(inst, matrix, wave, **mods).slots
    for loc in locations:
        for reg in loc.registers:
            found = inst.elements_at(matrix, register=reg, lane=loc.lane, wave=wave, **mods)
            els |= {text.element(Element(e.matrix, e.row, e.col, e.block, blocks=inst.blocks)) for e in found}
            mcells |= {text.location(Location(s.register, loc.lane, s.bits)) for s in slots
                       if reg in Location(s.register, 0, s.bits).registers and any(
                           e.location and e.location.register == s.register and e.bits == s.bits for e in found)}
    return els, mcells


def _parse_location(s: str) -> Location:
    import re

    m = re.match(r"^v(?:\[\d+:(\d+)\]|(\d+))\{(\d+)\}(?:\.\[(\d+):(\d+)\])?$", s)
    assert m, s
    reg = int(m.group(1) or m.group(2))
    if m.group(4) is not None:
        bits: tuple[int, int] | None = (int(m.group(4)), int(m.group(5)))
    else:
        bits = (63, 0) if m.group(1) else None
    return Location(reg, int(m.group(3)), bits)


@pytest.mark.parametrize("name", sweep(["cdna3-dense", "cdna4-f8f6f4-fp6", "rdna3-wave32", "cdna2-broadcast",
                                        "cdna3-blgp", "cdna3-smfmac-cbsz", "rdna3-wave64-C"], stratum=lambda _: 0,
                                       per=1))
def test_hover_highlights_every_cell_of_the_same_register_lane(driver: Any, page_url: str, name: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    fragment = VIEWS[name]
    _open(driver, page_url, fragment)
    inst, matrix, wave, mods = _state(fragment)
    rng = random.Random(name)
    for view in ("#rview", "#mview"):
        found = driver.find_elements(By.CSS_SELECTOR, f"{view} .cell:not(.empty)")
        for cell in rng.sample(found, 3):
            ActionChains(driver).move_to_element(cell).perform()
            element, location = cell.get_attribute("data-element"), cell.get_attribute("data-location")
            locs = [_parse_location(x) for x in location.split(";")]
            assert ";".join(text.location(x) for x in locs) == location
            expected, expected_m = _lanes_of(inst, matrix, wave, mods, locs)
            lit_r = {e for e, _, hl in driver.execute_script(_CELLS, "#rview") if hl}
            lit_m = {loc for _, loc, hl in driver.execute_script(_CELLS, "#mview") if hl}
            assert lit_r == expected, (element, location)
            assert lit_m == expected_m, (element, location)
            info = driver.execute_script("return document.getElementById('info').textContent").splitlines()
            if view == "#rview":
                assert info[0] == f"{element} -> {', '.join(location.split(';'))}"
            else:
                assert info[0] == f"{location} -> {', '.join(element.split(';'))}"
            for line in info[1:]:
                assert line.split(" holds: ")[0] in {f"v{r}{{{x.lane}}}" for x in locs for r in x.registers}
        _screenshot(driver, f"{name}-hover-{view[1:]}")


def test_keyboard_reaches_the_grid_and_moves_with_arrows(driver: Any, page_url: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    _open(driver, page_url, VIEWS["cdna3-dense"])
    driver.find_element(By.ID, "color").click()
    active = None
    for _ in range(12):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        active = driver.switch_to.active_element
        if "cell" in (active.get_attribute("class") or ""):
            break
    assert active is not None and active.get_attribute("data-element") == "A[0][0]"
    active.send_keys(Keys.ARROW_RIGHT)
    assert driver.switch_to.active_element.get_attribute("data-element") == "A[0][1]"
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    focused = driver.switch_to.active_element
    assert focused.get_attribute("data-element") == "A[1][1]"
    info = driver.execute_script("return document.getElementById('info').textContent")
    assert info.startswith("A[1][1] -> v0{1}.[31:16]")  # focus shows the cell like hovering does
    assert "hl" in (focused.get_attribute("class") or "") or "cur" in (focused.get_attribute("class") or "")
    _screenshot(driver, "keyboard")


def test_controls_change_the_view_and_the_url(driver: Any, page_url: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    _open(driver, page_url, "arch=cdna3&inst=v_mfma_f32_16x16x4_4b_f16&matrix=A")
    Select(driver.find_element(By.CSS_SELECTOR, "select[data-field=cbsz]")).select_by_value("1")
    abid = Select(driver.find_element(By.CSS_SELECTOR, "select[data-field=abid]"))
    assert [o.get_attribute("value") for o in abid.options] == ["0", "1"]
    abid.select_by_value("1")
    fragment = driver.execute_script("return location.hash").lstrip("#")
    assert dict(parse_qsl(fragment)) == {"arch": "cdna3", "inst": "v_mfma_f32_16x16x4_4b_f16", "wave": "64",
                                              "matrix": "A", "cbsz": "1", "abid": "1", "blgp": "0"}
    cell = driver.find_element(By.CSS_SELECTOR, '#rview .cell[data-element="A[0][0].B0"]')
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x4_4b_f16")
    assert cell.get_attribute("data-location") == text.location(inst.locate("A", i=0, k=0, block=0, cbsz=1,
                                                                            abid=1)[0])
    Select(driver.find_element(By.ID, "matrix")).select_by_value("B")
    assert "matrix=B" in driver.execute_script("return location.hash")
    # Colour by register: one colour class per register, named in the URL.
    Select(driver.find_element(By.ID, "color")).select_by_value("register")
    assert "color=register" in driver.execute_script("return location.hash")
    classes = driver.execute_script(
        "return [...document.querySelectorAll('#rview .cell')].map(c => [c.dataset.location, c.className])")
    by_register: dict[str, set[str]] = {}
    for location, cls in classes:
        colour = [c for c in cls.split() if c.startswith("x")]
        assert len(colour) == 1, cls
        by_register.setdefault(location.split("{")[0], set()).add(colour[0])
    assert all(len(c) == 1 for c in by_register.values()) and len(by_register) == 2  # B: v0 and v1
    Select(driver.find_element(By.ID, "arch")).select_by_visible_text("RDNA3")
    Select(driver.find_element(By.ID, "wave")).select_by_value("64")
    state = dict(parse_qsl(driver.execute_script("return location.hash").lstrip("#")))
    assert state["arch"] == "rdna3" and state["wave"] == "64"
    assert len(driver.find_elements(By.CSS_SELECTOR, "#mview .row:not(.head)")) == 64
    # Opening the URL the page wrote shows the same view.
    fragment = driver.execute_script("return location.hash").lstrip("#")
    before = driver.execute_script(_CELLS, "#rview")
    _open(driver, page_url, fragment)
    assert driver.execute_script(_CELLS, "#rview") == before


@pytest.mark.parametrize(("fragment", "message"), [
    ("arch=cdna3&inst=v_mfma_f32_32x32x8_f16&matrix=Q", "has no matrix Q; legal values: A, B, C, D"),
    ("arch=cdna9", "unknown architecture cdna9; legal values: cdna1, cdna2, cdna3, cdna4, rdna3, rdna4"),
    ("arch=cdna3&inst=v_mfma_f32_4x4x4_16b_f16&cbsz=2&abid=5", "ABID 5 is not legal for V_MFMA_F32_4X4X4_16B_F16 "
                                                               "with CBSZ 2; legal values: 0, 1, 2, 3"),
    ("arch=rdna3&inst=v_wmma_f32_16x16x16_f16&wave=48", "wave 48 is not allowed on RDNA3; legal values: 32, 64"),
])
def test_a_bad_url_names_the_legal_values(driver: Any, page_url: str, fragment: str, message: str) -> None:
    _open(driver, page_url, fragment)
    assert message in driver.execute_script("return document.getElementById('msg').textContent")


def test_explorer_cells_are_the_svg_cells(driver: Any, page_url: str) -> None:
    fragment = VIEWS["cdna4-f8f6f4-fp6"]
    inst, matrix, wave, mods = _state(fragment)
    _open(driver, page_url, fragment)
    for view, register_view in (("#rview", True), ("#mview", False)):
        page = {(e, loc) for e, loc, _ in driver.execute_script(_CELLS, view)}
        svg = {(c.element, c.location) for c in cells(layout_svg(inst, matrix, register_view, wave, mods))}
        assert page == svg


def test_a_missing_browser_fails_in_ci_and_skips_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="chromium is required in CI"):
        need("chromium", False)
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception):
        need("chromium", False)
    need("chromium", True)  # present: nothing happens


def test_url_keys_and_names_in_any_case(driver: Any, page_url: str) -> None:
    _open(driver, page_url, "arch=cdna3&inst=v_mfma_f32_4x4x4_16b_f16&matrix=A&cbsz=2&abid=1")
    plain = driver.execute_script(_CELLS, "#rview")
    _open(driver, page_url, "ARCH=MI300X&Inst=V_MFMA_F32_4X4X4_16B_F16&matrix=a&CBSZ=2&abid=1&opsel-hi=0")
    assert driver.execute_script("return document.getElementById('msg').textContent") == ""
    assert driver.execute_script(_CELLS, "#rview") == plain
    assert dict(parse_qsl(driver.execute_script("return location.hash").lstrip("#")))["arch"] == "cdna3"


_MSG = "return document.getElementById('msg').textContent"
_NOTE = "return document.getElementById('provisional').textContent"


@pytest.mark.parametrize("mnemonic", ["v_wmma_ld_scale_paired_b32", "v_wmma_ld_scale16_paired_b64"])
def test_gfx1250_scale_loads_from_a_url_and_from_the_menus(driver: Any, page_url: str, mnemonic: str) -> None:
    """They have only SA and SB: the page once defaulted to A, threw a TypeError, kept the
    previous view with no message and wrote a URL that reproduced the crash."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    inst = amdmatrix.instruction("gfx1250", mnemonic)
    _open(driver, page_url, f"arch=gfx1250&inst={mnemonic}")
    state = dict(parse_qsl(driver.execute_script("return location.hash").lstrip("#")))
    assert state["matrix"] == "SA" and driver.execute_script(_MSG) == ""
    assert driver.execute_script(_NOTE) == queries.unsettled(inst, ("SA",))  # PROVISIONAL, as the text says
    page = {(e, loc) for e, loc, _ in driver.execute_script(_CELLS, "#rview")}
    assert page == {(c.element, c.location) for c in cells(layout_svg(inst, "SA", True, 32, {}))}
    _open(driver, page_url, f"arch=gfx1250&inst={mnemonic}&matrix=A")  # no A: said, and SA shown
    assert "has no matrix A; legal values: SA, SB" in driver.execute_script(_MSG)
    _open(driver, page_url, "arch=gfx1250&inst=v_wmma_f32_16x16x4_f32&matrix=A")
    Select(driver.find_element(By.ID, "inst")).select_by_visible_text(mnemonic.upper())
    WebDriverWait(driver, 30).until(lambda d: "matrix=SA" in d.execute_script("return location.hash") and
                                    d.execute_script("return document.body.dataset.view === location.hash"))
    assert driver.execute_script(_MSG) == ""


#: One page that says unsettled and one that does not in the fast tier.
@pytest.mark.parametrize(("cbsz", "blgp", "matrix", "unsettled"), sweep(
    [(0, 4, "A", True), (0, 4, "B", False), (2, 0, "B", True), (0, 0, "A", False), (4, 4, "A", False)],
    stratum=lambda c: c[3]))
def test_the_page_says_unsettled_where_the_text_does(driver: Any, page_url: str, cbsz: int, blgp: int, matrix: str,
                                                     unsettled: bool) -> None:
    """CDNA4 F8F6F4 with an FP8/BF8 operand next to an FP6/BF6/FP4 one (cbsz/blgp 0-1 are FP8/BF8,
    2-3 FP6/BF6, 4 FP4: CDNA4 ISA, the F8F6F4 format codes)."""
    mnemonic = "v_mfma_f32_16x16x128_f8f6f4"
    _open(driver, page_url, f"arch=cdna4&inst={mnemonic}&matrix={matrix}&cbsz={cbsz}&blgp={blgp}")
    assert driver.execute_script(_NOTE) == (queries.UNSETTLED if unsettled else "")
    inst = amdmatrix.instruction("cdna4", mnemonic)
    assert (queries.unsettled(inst, (matrix,), cbsz=cbsz, blgp=blgp) is not None) == unsettled
