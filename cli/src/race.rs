//! `run`'s opponent in a race (`tensor_wasm_runtime::race`): this executable started again
//! as `run --no-offload --race off` on the same module, arguments and environment, its
//! stdout and stderr in unnamed temporary files. A thread waits for it; if it ends first
//! (not killed), that thread writes its output and ends the process with its exit code.
//! This module starts and watches the opponent; it must not run the program itself.

use crate::program::ProgramRun;
use std::io::{Read as _, Seek as _};
use std::process::{Command, Stdio};
use tensor_wasm_runtime::race::{raceable, Race};
use tensor_wasm_runtime::Wasi;

/// Starts the opponent of `run` (whose module is `wasm`, run with `wasi`), or says why not.
pub fn start(run: &ProgramRun, wasm: &[u8], wasi: &Wasi) -> Result<Race, String> {
    raceable(wasm, wasi)?;
    let exe = std::env::current_exe().map_err(|e| format!("this executable's path: {e}"))?;
    let files = || tempfile::tempfile().map_err(|e| format!("a temporary file: {e}"));
    let (out, err) = (files()?, files()?);
    let clone = |f: &std::fs::File| f.try_clone().map_err(|e| format!("a temporary file: {e}"));
    let mut cmd = Command::new(exe);
    cmd.args(["run", "--no-offload", "--race", "off"]);
    for e in &run.env {
        cmd.arg("--env").arg(e);
    }
    cmd.arg(&run.module).arg("--").args(&run.args);
    cmd.stdin(Stdio::null())
        .stdout(clone(&out)?)
        .stderr(clone(&err)?);
    let child = cmd
        .spawn()
        .map_err(|e| format!("the plain run did not start: {e}"))?;
    let pid = child.id() as libc::pid_t;
    // The pid stays the child's until it is reaped, which only the exit of this process does
    // (the watcher waits with WNOWAIT): the kill cannot reach another process.
    let race = Race::new(Box::new(move || {
        // SAFETY: kill takes no pointers.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }));
    let watched = race.clone();
    let metrics = run.metrics;
    std::thread::Builder::new()
        .name("plain-run-watcher".into())
        .spawn(move || {
            let _child = child;
            let Some(code) = exit_code_of(pid) else {
                return;
            };
            if !watched.opponent_ended() {
                return;
            }
            let seconds = watched.elapsed();
            copy_out(out, &mut std::io::stdout().lock());
            copy_out(err, &mut std::io::stderr().lock());
            if metrics {
                eprintln!(
                    "# race: plain wasmtime ended first, after {seconds:.3} s: its run is the program's"
                );
            }
            crate::exit_now(code)
        })
        .map_err(|e| format!("no thread to watch the plain run: {e}"))?;
    Ok(race)
}

/// Waits for child `pid` to end, leaving it unreaped; its exit code, or `None` when a
/// signal ended it (it was stopped, or it crashed: it then did not win).
fn exit_code_of(pid: libc::pid_t) -> Option<i32> {
    // SAFETY: `info` is a zeroed siginfo_t that waitid fills in.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let r = unsafe {
        libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOWAIT,
        )
    };
    if r != 0 || info.si_code != libc::CLD_EXITED {
        return None;
    }
    // SAFETY: si_code is CLD_EXITED, so the status field holds the exit code.
    Some(unsafe { info.si_status() })
}

/// Writes all of `file` (the opponent's stdout or stderr) to `to`.
fn copy_out(mut file: std::fs::File, to: &mut impl std::io::Write) {
    let mut bytes = Vec::new();
    if file.rewind().is_ok() && file.read_to_end(&mut bytes).is_ok() {
        let _ = to.write_all(&bytes);
        let _ = to.flush();
    }
}
