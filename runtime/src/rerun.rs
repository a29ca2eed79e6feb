//! The inputs of a program run a second time (`tensor-wasm run --check`: offloaded, then in
//! plain wasmtime as the reference): the stdin bytes both runs read, and a copy of every
//! preopened folder as it was before the first run, so the second run starts from what the
//! first started from and the two runs' folders can be compared afterwards. This module reads,
//! copies and compares files; it must not run programs or judge anything but whether two trees
//! hold the same files.

use std::collections::BTreeMap;
use std::io::{IsTerminal as _, Read as _};
use std::path::{Path, PathBuf};

/// The most bytes the folders of one run may hold for `--check` to copy them.
pub const MAX_COPY_BYTES: u64 = 1 << 30;

/// This process's whole stdin, for both runs to read, when it is a file (`< input.txt`);
/// `None` for a terminal or a pipe, which the first run reads as it goes (reading a pipe to
/// its end first could wait forever on a writer that never closes it).
pub fn stdin_bytes() -> Result<Option<Vec<u8>>, String> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() || !stdin_is_a_file() {
        return Ok(None);
    }
    let mut bytes = Vec::new();
    stdin
        .lock()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("--check: reading stdin: {e}"))?;
    Ok(Some(bytes))
}

/// Whether file descriptor 0 is a regular file.
fn stdin_is_a_file() -> bool {
    std::fs::metadata("/dev/stdin").is_ok_and(|m| m.is_file())
}

/// Copies of the preopened folders, made before the first run.
pub struct Snapshot {
    _root: Option<tempfile::TempDir>,
    /// `(copy, guest path)` for the reference run's preopens.
    pub dirs: Vec<(PathBuf, String)>,
    /// `(original, copy)`: the first run's folder and the reference run's.
    pairs: Vec<(PathBuf, PathBuf)>,
}

impl Snapshot {
    /// Copies each `(host, guest)` folder. `Err` names a folder that is too large
    /// ([`MAX_COPY_BYTES`] in all) or cannot be read.
    pub fn take(dirs: &[(PathBuf, String)]) -> Result<Snapshot, String> {
        if dirs.is_empty() {
            return Ok(Snapshot {
                _root: None,
                dirs: Vec::new(),
                pairs: Vec::new(),
            });
        }
        let mut total = 0u64;
        for (host, _) in dirs {
            total += tree_bytes(host).map_err(|e| format!("`{}`: {e}", host.display()))?;
            if total > MAX_COPY_BYTES {
                return Err(format!(
                    "the --dir folders hold more than {} MiB (at `{}`)",
                    MAX_COPY_BYTES >> 20,
                    host.display()
                ));
            }
        }
        let root = tempfile::tempdir().map_err(|e| format!("a temporary folder: {e}"))?;
        let mut out = Vec::new();
        let mut pairs = Vec::new();
        for (k, (host, guest)) in dirs.iter().enumerate() {
            let copy = root.path().join(k.to_string());
            copy_tree(host, &copy).map_err(|e| format!("copying `{}`: {e}", host.display()))?;
            out.push((copy.clone(), guest.clone()));
            pairs.push((host.clone(), copy));
        }
        Ok(Snapshot {
            _root: Some(root),
            dirs: out,
            pairs,
        })
    }

    /// After both runs: the first file or folder (guest path) where the two runs' folders
    /// differ, or `None` when they hold the same names and bytes.
    pub fn difference(&self) -> Option<String> {
        for ((original, copy), (_, guest)) in self.pairs.iter().zip(&self.dirs) {
            let (a, b) = (listing(original), listing(copy));
            let (Ok(a), Ok(b)) = (a, b) else {
                return Some(format!("{guest} (cannot be read)"));
            };
            let names: std::collections::BTreeSet<&PathBuf> = a.keys().chain(b.keys()).collect();
            for name in names {
                if a.get(name) != b.get(name) {
                    return Some(format!("{guest}/{}", name.display()));
                }
            }
        }
        None
    }
}

/// Every folder and file under `root`, as paths relative to it, each folder before what it
/// holds, with whether it is a folder (symbolic links and other kinds are left out).
fn entries(root: &Path) -> std::io::Result<Vec<(PathBuf, bool)>> {
    let mut out = Vec::new();
    let mut todo = vec![PathBuf::new()];
    while let Some(rel) = todo.pop() {
        for entry in std::fs::read_dir(root.join(&rel))? {
            let entry = entry?;
            let name = rel.join(entry.file_name());
            let kind = entry.file_type()?;
            if kind.is_dir() {
                out.push((name.clone(), true));
                todo.push(name);
            } else if kind.is_file() {
                out.push((name, false));
            }
        }
    }
    Ok(out)
}

/// What a tree holds: each relative path, with its bytes (`None` for a folder).
fn listing(root: &Path) -> std::io::Result<BTreeMap<PathBuf, Option<Vec<u8>>>> {
    entries(root)?
        .into_iter()
        .map(|(rel, folder)| {
            let bytes = if folder {
                None
            } else {
                Some(std::fs::read(root.join(&rel))?)
            };
            Ok((rel, bytes))
        })
        .collect()
}

/// The bytes of the files under `root`.
fn tree_bytes(root: &Path) -> std::io::Result<u64> {
    let mut total = 0;
    for (rel, folder) in entries(root)? {
        if !folder {
            total += std::fs::metadata(root.join(rel))?.len();
        }
    }
    Ok(total)
}

/// Copies the folders and files under `from` to `to`.
fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for (rel, folder) in entries(from)? {
        if folder {
            std::fs::create_dir(to.join(&rel))?;
        } else {
            std::fs::copy(from.join(&rel), to.join(&rel))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snapshot_starts_equal_and_names_the_first_file_that_differs() {
        let dir = tempfile::tempdir().expect("temp");
        std::fs::create_dir(dir.path().join("sub")).expect("mkdir");
        std::fs::write(dir.path().join("sub/a.txt"), b"one").expect("write");
        let snap = Snapshot::take(&[(dir.path().to_path_buf(), "/data".into())]).expect("snapshot");
        assert_eq!(snap.difference(), None);
        std::fs::write(dir.path().join("sub/a.txt"), b"two").expect("write");
        assert_eq!(snap.difference().as_deref(), Some("/data/sub/a.txt"));
        std::fs::write(snap.dirs[0].0.join("sub/a.txt"), b"two").expect("write");
        std::fs::write(dir.path().join("new.txt"), b"").expect("write");
        assert_eq!(snap.difference().as_deref(), Some("/data/new.txt"));
    }
}
