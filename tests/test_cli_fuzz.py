"""Property-based fuzzing of the command line: exit status is 0 or 2, never a traceback."""

from __future__ import annotations

from clirun import run_inproc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ARCHS = ["cdna1", "CDNA2", "mi300x", "rdna3", "gfx1201", "cdna9", ""]
INSTS = ["v_mfma_f32_32x32x8_f16", "v_mfma_f32_4x4x4f16", "v_mfma_f64_4x4x4f64", "v_smfmac_f32_16x16x32_f16",
         "v_wmma_f16_16x16x16_f16", "v_swmmac_f32_16x16x32_f16", "v_mfma_f32_16x16x2bf16", "bogus"]
FLAGS = ["-d", "-g", "-m", "-R", "-M", "-L", "-A", "-B", "-C", "-D", "-k", "-o", "--csv", "--markdown",
         "--asciidoc", "--transpose", "--json", "--list-architectures", "-c"]
VALUED = ["--cbsz", "--abid", "--blgp", "--opsel", "--neg", "--neg_hi", "-w", "-I", "-J", "-K", "-b", "-r", "-l"]
VALUES = st.one_of(st.integers(-2, 70).map(str), st.sampled_from(["x", "", "0x3", "4.0", "-0"]))

option = st.one_of(
    st.sampled_from(FLAGS).map(lambda f: [f]),
    st.tuples(st.sampled_from(VALUED), VALUES).map(list),
    st.tuples(st.just("-a"), st.sampled_from(ARCHS)).map(list),
    st.tuples(st.just("-i"), st.sampled_from(INSTS)).map(list),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(option, max_size=8))
def test_cli_never_crashes(opts: list[list[str]]) -> None:
    argv = [a for o in opts for a in o]
    status, out, err = run_inproc(*argv)
    assert status in (0, 2), (argv, err)
    assert "Traceback" not in err and "Traceback" not in out
    if status == 2:
        assert err.startswith("amdmatrix: error: ") and err.count("\n") == 1, (argv, err)
    else:
        assert err == "", (argv, err)
