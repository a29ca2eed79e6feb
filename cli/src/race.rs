//! `run`'s opponent in a race (`tensor_wasm_runtime::race`): a fork of this process (while it
//! has one thread) that runs the program in plain wasmtime, or else this executable started
//! again as `run --no-offload --race off`; either on the same module, arguments and
//! environment, its stdout and stderr in unnamed temporary files. A thread waits for it; if
//! it ends first (not killed), that thread writes its output and ends the process with its
//! exit code. The race pauses it with `SIGSTOP` while the offloaded run risks nothing and
//! resumes it with `SIGCONT` (`Race::with_pause`). This module starts and watches the
//! opponent; only the forked child runs the program (through `program::run_program`,
//! plainly), never the parent.

use crate::program::ProgramRun;
use std::io::Seek as _;
use std::process::{Command, Stdio};
use tensor_wasm_runtime::race::{raceable, Race};
use tensor_wasm_runtime::Wasi;

/// Starts the opponent of `run` (whose module is `wasm`, run with `wasi`), or says why not.
pub fn start(run: &ProgramRun, wasm: &[u8], wasi: &Wasi) -> Result<Race, String> {
    raceable(wasm, wasi)?;
    let files = || tempfile::tempfile().map_err(|e| format!("a temporary file: {e}"));
    let (out, err) = (files()?, files()?);
    let (pid, child) = match fork_plain(run, &out, &err)? {
        Some(pid) => (pid, None),
        None => {
            let child = exec_plain(run, &out, &err)?;
            (child.id() as libc::pid_t, Some(child))
        }
    };
    watch(pid, child, out, err, run.metrics)
}

/// This process forked, when it has one thread (as when `run` starts the race, before any
/// engine): the child runs the program in plain wasmtime with its stdout and stderr in `out`
/// and `err` and ends with its exit code; the parent gets its pid. `None` where the process
/// has other threads (a fork keeps only the caller's: locks they hold would stay held), and
/// the opponent starts as a new process instead. A fork skips starting this executable again
/// (about 4 ms on the H200 machine: mapping and relocating it, parsing the arguments), which
/// a program of a few tens of milliseconds felt beside plain wasmtime.
fn fork_plain(
    run: &ProgramRun,
    out: &std::fs::File,
    err: &std::fs::File,
) -> Result<Option<libc::pid_t>, String> {
    use std::io::Write as _;
    use std::os::fd::AsRawFd as _;
    if !single_threaded() {
        return Ok(None);
    }
    let null = std::fs::File::open("/dev/null").map_err(|e| format!("/dev/null: {e}"))?;
    // Bytes still buffered would be written twice.
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // SAFETY: getpid and fork take no pointers; this process has one thread, so the child's
    // copy of the memory holds no lock another thread owned.
    let parent = unsafe { libc::getpid() };
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(format!(
            "the plain run did not start: {}",
            std::io::Error::last_os_error()
        ));
    }
    if pid > 0 {
        return Ok(Some(pid));
    }
    // The child: it dies with the parent, however that ends; stdin is empty, as the
    // executable's opponent's is; stdout and stderr go to the files. Its end is not the
    // program's: only the worker tells a detached parent (`detach.rs`).
    crate::detach::forget_in_child();
    // SAFETY: prctl, getppid, dup2 and _exit take no pointers; the descriptors are open.
    unsafe {
        if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 || libc::getppid() != parent {
            libc::_exit(1);
        }
        if libc::dup2(null.as_raw_fd(), 0) < 0
            || libc::dup2(out.as_raw_fd(), 1) < 0
            || libc::dup2(err.as_raw_fd(), 2) < 0
        {
            libc::_exit(1);
        }
    }
    let plain = ProgramRun {
        module: run.module.clone(),
        args: run.args.clone(),
        dirs: Vec::new(),
        env: run.env.clone(),
        device: tensor_wasm_runtime::Device::None,
        config: run.config.clone(),
        check: false,
        metrics: false,
        race: crate::program::RaceMode::Off,
    };
    let code = match crate::program::run_program(&plain) {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("error: {msg}");
            1
        }
    };
    crate::exit_now(code)
}

/// Whether this process has one thread (`/proc/self/task` lists one).
pub(crate) fn single_threaded() -> bool {
    std::fs::read_dir("/proc/self/task").is_ok_and(|d| d.count() == 1)
}

/// Starts this executable again as the opponent: `run --no-offload --race off`.
fn exec_plain(
    run: &ProgramRun,
    out: &std::fs::File,
    err: &std::fs::File,
) -> Result<std::process::Child, String> {
    let exe = std::env::current_exe().map_err(|e| format!("this executable's path: {e}"))?;
    let clone = |f: &std::fs::File| f.try_clone().map_err(|e| format!("a temporary file: {e}"));
    let mut cmd = Command::new(exe);
    cmd.args(["run", "--no-offload", "--race", "off"]);
    for e in &run.env {
        cmd.arg("--env").arg(e);
    }
    cmd.arg(&run.module).arg("--").args(&run.args);
    cmd.stdin(Stdio::null())
        .stdout(clone(out)?)
        .stderr(clone(err)?);
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
    cmd.spawn()
        .map_err(|e| format!("the plain run did not start: {e}"))
}

/// Watches opponent `pid` (`child`, where it was started as a process of its own), whose
/// stdout and stderr are `out` and `err`: if it ends first, its output and exit code are
/// the program's.
fn watch(
    pid: libc::pid_t,
    child: Option<std::process::Child>,
    out: std::fs::File,
    err: std::fs::File,
    metrics: bool,
) -> Result<Race, String> {
    let split = split_cpus(pid);
    // The pid stays the child's until it is reaped, which only the exit of this process does
    // (the watcher waits with WNOWAIT): the kill cannot reach another process.
    let race = Race::new(Box::new(move || {
        // SAFETY: kill takes no pointers.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        if let Some((tid, all)) = split {
            set_cpus(tid, &all);
        }
    }))
    // Paused while the offloaded run risks nothing (`race::QUIET_S`); a stopped process is
    // still killed by SIGKILL and by its parent's death.
    .with_pause(Box::new(move |pause| {
        let signal = if pause { libc::SIGSTOP } else { libc::SIGCONT };
        // SAFETY: kill takes no pointers; the pid stays the child's (see above).
        unsafe { libc::kill(pid, signal) };
    }));
    let watched = race.clone();
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
