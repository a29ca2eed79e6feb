//! The results of a conformance run and their two renderings: the text the CLI prints
//! (failures, a per-file table, and the totals as the last line) and the JSON `--json`
//! writes (every file and every judged directive).
//!
//! The totals line is exactly `N passed, N failed, N skipped`; before it, the skips counted by
//! the proposal they wait for. A script that cannot be
//! read or parsed counts as one failure of its file. This module only formats: it must not
//! run anything.

use super::proposals::proposal_of;
use super::runner::{AssertionResult, Outcome};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The verdicts of one script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileReport {
    /// The path as given or found.
    pub file: String,
    /// Why the script did not run at all (unreadable, does not parse).
    pub error: Option<String>,
    pub results: Vec<AssertionResult>,
}

/// Passed, failed and skipped counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
}

impl Totals {
    fn add(&mut self, other: Totals) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.skipped += other.skipped;
    }
}

impl FileReport {
    pub fn totals(&self) -> Totals {
        let mut t = Totals {
            failed: usize::from(self.error.is_some()),
            ..Totals::default()
        };
        for r in &self.results {
            match r.outcome {
                Outcome::Passed => t.passed += 1,
                Outcome::Failed(_) => t.failed += 1,
                Outcome::Skipped(_) => t.skipped += 1,
            }
        }
        t
    }

    /// Skip categories with their counts, most frequent first (ties by name).
    pub fn skip_reasons(&self) -> Vec<(String, usize)> {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for r in &self.results {
            if let Outcome::Skipped(s) = &r.outcome {
                *counts.entry(s.category.as_str()).or_default() += 1;
            }
        }
        let mut v: Vec<(String, usize)> = counts
            .into_iter()
            .map(|(k, n)| (k.to_string(), n))
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v
    }
}

/// A whole run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub backend: String,
    pub files: Vec<FileReport>,
}

impl Report {
    pub fn totals(&self) -> Totals {
        let mut t = Totals::default();
        for f in &self.files {
            t.add(f.totals());
        }
        t
    }

    /// `N passed, N failed, N skipped`.
    pub fn summary_line(&self) -> String {
        let t = self.totals();
        format!(
            "{} passed, {} failed, {} skipped",
            t.passed, t.failed, t.skipped
        )
    }

    /// What the CLI prints: each failure (`FAIL file:line directive: reason`), the per-file
    /// table with the most frequent skip reasons, and the totals line last.
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        for f in &self.files {
            if let Some(e) = &f.error {
                let _ = writeln!(out, "FAIL {}: {e}", f.file);
            }
            for r in &f.results {
                if let Outcome::Failed(why) = &r.outcome {
                    let _ = writeln!(out, "FAIL {}:{} {}: {why}", f.file, r.line, r.directive);
                }
            }
        }
        let width = self
            .files
            .iter()
            .map(|f| f.file.chars().count())
            .chain([4])
            .max()
            .unwrap_or(4);
        let _ = writeln!(
            out,
            "{:<width$}  {:>7}  {:>7}  {:>7}  top skip reasons",
            "file", "passed", "failed", "skipped"
        );
        for f in &self.files {
            let t = f.totals();
            let reasons: Vec<String> = f
                .skip_reasons()
                .into_iter()
                .take(3)
                .map(|(why, n)| format!("{n}x {why}"))
                .collect();
            let _ = writeln!(
                out,
                "{:<width$}  {:>7}  {:>7}  {:>7}  {}",
                f.file,
                t.passed,
                t.failed,
                t.skipped,
                reasons.join("; ")
            );
        }
        let by_proposal = self.skips_by_proposal();
        if !by_proposal.is_empty() {
            let _ = writeln!(out, "skipped, by the proposal they wait for:");
            for (proposal, n) in &by_proposal {
                let _ = writeln!(out, "  {n:>7}  {proposal}");
            }
        }
        out.push_str(&self.summary_line());
        out.push('\n');
        out
    }

    /// Skips counted by the proposal they wait for ([`proposal_of`] of their category),
    /// most frequent first (ties by name).
    pub fn skips_by_proposal(&self) -> Vec<(String, usize)> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for f in &self.files {
            for r in &f.results {
                if let Outcome::Skipped(s) = &r.outcome {
                    *counts.entry(proposal_of(&s.category)).or_default() += 1;
                }
            }
        }
        let mut v: Vec<(String, usize)> = counts.into_iter().collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v
    }

    /// The JSON `--json` writes: totals, then per file its counts, skip reasons and every
    /// judged directive with its line, outcome and reason.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        let t = self.totals();
        let _ = write!(
            out,
            "{{\n  \"backend\": {},\n  \"passed\": {},\n  \"failed\": {},\n  \"skipped\": {},\n  \"skipped_by_proposal\": {{{}}},\n  \"files\": [",
            json_str(&self.backend),
            t.passed,
            t.failed,
            t.skipped,
            self.skips_by_proposal()
                .iter()
                .map(|(p, n)| format!("{}: {n}", json_str(p)))
                .collect::<Vec<_>>()
                .join(", ")
        );
        for (i, f) in self.files.iter().enumerate() {
            let ft = f.totals();
            let _ = write!(
                out,
                "{}\n    {{\n      \"file\": {},\n      \"passed\": {},\n      \"failed\": {},\n      \"skipped\": {},\n      \"error\": {},\n      \"skip_reasons\": {{",
                if i == 0 { "" } else { "," },
                json_str(&f.file),
                ft.passed,
                ft.failed,
                ft.skipped,
                f.error.as_deref().map_or("null".to_string(), json_str),
            );
            let reasons: Vec<String> = f
                .skip_reasons()
                .iter()
                .map(|(why, n)| format!("{}: {n}", json_str(why)))
                .collect();
            out.push_str(&reasons.join(", "));
            out.push_str("},\n      \"assertions\": [");
            for (j, r) in f.results.iter().enumerate() {
                let (outcome, reason) = match &r.outcome {
                    Outcome::Passed => ("passed", None),
                    Outcome::Failed(why) => ("failed", Some(why.as_str())),
                    Outcome::Skipped(s) => ("skipped", Some(s.detail.as_str())),
                };
                let _ =
                    write!(
                    out,
                    "{}\n        {{\"line\": {}, \"directive\": {}, \"outcome\": \"{outcome}\"{}}}",
                    if j == 0 { "" } else { "," },
                    r.line,
                    json_str(r.directive),
                    reason.map_or(String::new(), |why| format!(", \"reason\": {}", json_str(why)))
                );
            }
            out.push_str("\n      ]\n    }");
        }
        out.push_str("\n  ]\n}\n");
        out
    }
}

/// A JSON string literal.
fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conform::runner::Skip;

    fn result(line: u32, outcome: Outcome) -> AssertionResult {
        AssertionResult {
            line,
            directive: "assert_return",
            outcome,
        }
    }

    fn sample() -> Report {
        let skip = |c: &str| {
            Outcome::Skipped(Skip {
                category: c.into(),
                detail: format!("{c} (detail)"),
            })
        };
        Report {
            backend: "interp".into(),
            files: vec![
                FileReport {
                    file: "a.wast".into(),
                    error: None,
                    results: vec![
                        result(1, Outcome::Passed),
                        result(2, Outcome::Failed("got \"x\"".into())),
                        result(3, skip("b")),
                        result(4, skip("a")),
                        result(5, skip("b")),
                    ],
                },
                FileReport {
                    file: "broken.wast".into(),
                    error: Some("does not parse".into()),
                    results: vec![],
                },
            ],
        }
    }

    #[test]
    fn the_totals_line_comes_last_and_a_broken_file_is_one_failure() {
        let r = sample();
        assert_eq!(
            r.totals(),
            Totals {
                passed: 1,
                failed: 2,
                skipped: 3
            }
        );
        let text = r.render_text();
        assert_eq!(text.lines().last(), Some("1 passed, 2 failed, 3 skipped"));
        assert!(text.starts_with(
            "FAIL a.wast:2 assert_return: got \"x\"\nFAIL broken.wast: does not parse\n"
        ));
        let row = text.lines().find(|l| l.starts_with("a.wast")).unwrap_or("");
        assert!(row.ends_with("2x b; 1x a"), "{row}");
    }

    #[test]
    fn json_escapes_and_lists_every_directive() {
        let json = sample().to_json();
        assert!(json.contains("\"reason\": \"got \\\"x\\\"\""), "{json}");
        assert!(
            json.contains("\"skip_reasons\": {\"b\": 2, \"a\": 1}"),
            "{json}"
        );
        assert!(json.contains("\"error\": \"does not parse\""), "{json}");
        assert_eq!(json.matches("\"line\":").count(), 5);
        assert_eq!(json_str("a\u{1}b"), "\"a\\u0001b\"");
    }
}
