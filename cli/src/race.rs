//! `run`'s opponent in a race (`tensor_wasm_runtime::race`): this executable started again
//! as `run --no-offload --race off` on the same module, arguments and environment, its
//! stdout and stderr in unnamed temporary files. A thread waits for it; if it ends first
//! (not killed), that thread writes its output and ends the process with its exit code.
//! This module starts and watches the opponent; it must not run the program itself.

use crate::program::ProgramRun;
use std::io::Seek as _;
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
    // The child dies with this process, however that ends (a kill, a crash): it must not
    // go on computing output that nobody will read.
    // SAFETY: prctl is async-signal-safe and touches no memory of the parent.
    unsafe {
        use std::os::unix::process::CommandExt as _;
        cmd.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let child = cmd
        .spawn()
        .map_err(|e| format!("the plain run did not start: {e}"))?;
    let pid = child.id() as libc::pid_t;
    let split = split_cpus(pid);
    // The pid stays the child's until it is reaped, which only the exit of this process does
    // (the watcher waits with WNOWAIT): the kill cannot reach another process.
    let race = Race::new(Box::new(move || {
        // SAFETY: kill takes no pointers.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        if let Some((tid, all)) = split {
            set_cpus(tid, &all);
        }
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
    if file.rewind().is_ok() {
        let _ = std::io::copy(&mut file, to);
        let _ = to.flush();
    }
}

/// Gives the opponent `pid` the upper half of this thread's CPUs and this thread (the
/// offloaded run's, and every thread it starts while the race is on) the lower half, so
/// that the two runs' busy threads never share a CPU: on the H200 machines two plain runs of
/// one program at once took 1.10-1.18 s where one alone took 0.81-0.87 s, and 0.68-0.95 s
/// pinned to two CPUs (bench/results/h200-2026-12-02-run41/probe109.txt). Returns this
/// thread's id and its CPUs before, to give them back when the race is decided; `None` on
/// fewer than 4 CPUs or when the kernel refuses.
fn split_cpus(pid: libc::pid_t) -> Option<(libc::pid_t, libc::cpu_set_t)> {
    // SAFETY: a zeroed cpu_set_t is an empty set; sched_getaffinity fills it in.
    let mut all: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    let size = std::mem::size_of::<libc::cpu_set_t>();
    if unsafe { libc::sched_getaffinity(0, size, &mut all) } != 0 {
        return None;
    }
    let cpus: Vec<usize> = (0..libc::CPU_SETSIZE as usize)
        .filter(|&c| unsafe { libc::CPU_ISSET(c, &all) })
        .collect();
    if cpus.len() < 4 {
        return None;
    }
    let (low, high) = cpus.split_at(cpus.len() / 2);
    let set_of = |list: &[usize]| {
        // SAFETY: as above; CPU_SET only writes inside the set.
        let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
        for &c in list {
            unsafe { libc::CPU_SET(c, &mut set) };
        }
        set
    };
    // SAFETY: gettid takes nothing.
    let tid = unsafe { libc::gettid() };
    if !set_cpus(pid, &set_of(high)) || !set_cpus(tid, &set_of(low)) {
        return None;
    }
    Some((tid, all))
}

/// Lets thread or process `id` run on `set` only; whether the kernel agreed.
fn set_cpus(id: libc::pid_t, set: &libc::cpu_set_t) -> bool {
    // SAFETY: `set` is a valid cpu_set_t of the size given.
    unsafe { libc::sched_setaffinity(id, std::mem::size_of::<libc::cpu_set_t>(), set) == 0 }
}
