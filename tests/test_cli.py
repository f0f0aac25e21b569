"""The wartable command line: exit codes, text and JSON output, no tracebacks."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

DATA = Path(__file__).parent / "data"


def wartable(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "editor.cli", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=300)


def test_validate_json_report_is_parseable_and_exit_code_follows_findings(tmp_path):
    for name in ("format-v1-table.json", "format-v1-campaign.json", "format-v1-army.json",
                 "format-v1-catalogue.json"):
        shutil.copy(DATA / name, tmp_path / name)
    out = wartable("validate", tmp_path, "--format", "json")
    report = json.loads(out.stdout)
    assert {Path(f["file"]).name for f in report["files"]} == {p.name for p in tmp_path.iterdir()}
    has_error = any(f["severity"] == "error" for r in report["files"] for f in r["findings"])
    assert out.returncode == (1 if has_error else 0) == report["exit"]
    for r in report["files"]:
        for f in r["findings"]:
            assert f["rule"] and f["severity"] in ("error", "warning", "info") and f["message"] and f["reference"]
    assert "Traceback" not in out.stderr


def test_unreadable_files_exit_2_with_one_line_each_and_no_traceback(tmp_path):
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    from model.upgrades import FORMAT_VERSION

    future = {"format": "wartable", "format_version": FORMAT_VERSION + 1, "kind": "table"}  # a newer app's file
    (tmp_path / "future.json").write_text(json.dumps(future))
    (tmp_path / "nan.json").write_text((DATA / "format-v1-table.json").read_text().replace("100.0", "NaN", 1))
    shutil.copy(DATA / "format-v1-table.json", tmp_path / "good.json")
    out = wartable("validate", tmp_path)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 3
    assert any("broken.json" in line and "invalid JSON" in line for line in lines)
    assert any("future.json" in line and "format_version" in line for line in lines)
    assert any("nan.json" in line and "pieces[0].footprint" in line for line in lines)
    assert "good.json" in out.stdout  # readable files are still checked


def test_missing_path_is_exit_2_with_one_line_and_the_rest_still_checked():
    out = wartable("validate", "no/such/file.json", "examples/kensei-army-legal.json")
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.splitlines() == ["wartable: no/such/file.json: no such file or folder"]
    assert "kensei-army-legal.json: ok" in out.stdout


def test_rules_lists_every_rule_with_severity_and_reference():
    out = wartable("rules", "--format", "json")
    assert out.returncode == 0
    rules = json.loads(out.stdout)["rules"]
    ids = [r["id"] for r in rules]
    assert len(ids) == len(set(ids)) and ids == sorted(ids)
    for r in rules:
        assert r["severity"] in ("error", "warning", "info") and r["summary"] and r["reference"]
    text = wartable("rules", "kensei")
    assert text.returncode == 0 and "Kensei" in text.stdout


def test_campaign_army_sizes_are_the_rulesets_numbers_said_when_its_rules_are_listed():
    """The rule's summary says the rule in words; its numbers are the ruleset's data, written out
    when the rules of that ruleset are listed (in the chosen language)."""
    import re

    from model.ruleset import load_ruleset

    everything = {r["id"]: r for r in json.loads(wartable("rules", "--format", "json").stdout)["rules"]}
    assert not re.search(r"\d", everything["army.campaign-limit"]["summary"])
    size = load_ruleset("warhammer-campaign").value("campaign.army_size")
    for lang, said in (("en", "{start} points, +{step} every {every_turns} turns, at most {max}; "
                               "+{largest_empire_bonus} for the largest empire; up to {max_gold} gold"),
                       ("es", "{start} puntos, +{step} cada {every_turns} turnos, como mucho {max}; "
                              "+{largest_empire_bonus} para el imperio más grande; hasta {max_gold} de oro")):
        listed = {r["id"]: r for r in json.loads(wartable("--lang", lang, "rules", "warhammer-campaign", "--format",
                                                          "json").stdout)["rules"]}
        assert said.format(**size) in listed["army.campaign-limit"]["summary"]
        assert listed["army.campaign-limit"]["summary"].startswith(
            {r["id"]: r for r in json.loads(wartable("--lang", lang, "rules", "--format", "json").stdout)["rules"]}
            ["army.campaign-limit"]["summary"])


def test_campaign_army_size_words_follow_a_rulesets_own_numbers():
    from validators.army_rules import campaign_size_words

    class Campaign:  # a user's campaign ruleset: its own sizes, no growth, no gold
        name = "Border war"

        def value(self, key, default=None):
            return {"campaign.army_size": {}, "campaign.army_size.start": 750, "campaign.army_size.max": 750,
                    "campaign.army_size.largest_empire_bonus": 50}.get(key, default)

    assert campaign_size_words(Campaign()) == "Border war: 750 points, at most 750; +50 for the largest empire."


def test_rules_for_an_unknown_ruleset_is_a_clear_error():
    out = wartable("rules", "chess")
    assert out.returncode == 2 and "unknown ruleset" in out.stderr and "Traceback" not in out.stderr


def test_output_piped_into_a_reader_that_stops_early_is_not_a_traceback():
    many = " ".join(["examples"] * 12)  # a report far larger than a pipe's buffer
    head = subprocess.run(f"{sys.executable} -m editor.cli validate {many} --format json | head -c 10", shell=True,
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert "Traceback" not in head.stderr and "BrokenPipe" not in head.stderr


def test_a_named_command_parses_and_complains_as_with_every_command_built(capsys):
    """``wartable validate`` builds only its own options; what it accepts, and its help and errors (the
    usage line naming every command), are those of the whole parser."""
    import pytest

    from editor import cli

    for argv in (["validate", "a.json", "b", "--format", "json", "-j", "2"], ["validate", "x", "--settings", "s.json"],
                 ["rules", "kensei", "--format", "json"], ["pack", "e.json", "-o", "p.pdf", "--for", "players"],
                 ["export", "t.json", "--to", "png", "--margin", "5"], ["import", "r.ros", "--out", "a.json"], ["edit", "a.json"]):
        assert vars(cli.build_parser(argv[0]).parse_args(argv)) == vars(cli.build_parser().parse_args(argv))
    for argv in (["validate", "a.json", "--bogus"], ["validate"], ["validate", "--jobs", "0", "a.json"],
                 ["--lang", "xx", "validate", "a.json"], ["validate", "-h"], ["rules", "--format", "xml"]):
        said = []
        for parser in (cli.build_parser(next(a for a in argv if a in cli.COMMANDS)), cli.build_parser()):
            with pytest.raises(SystemExit):
                parser.parse_args(argv)
            said.append(capsys.readouterr())
        assert said[0] == said[1]
        if "--bogus" in argv:  # the whole command line's usage
            assert "{validate,rules,import,generate,export,pack,edit}" in said[0].err
