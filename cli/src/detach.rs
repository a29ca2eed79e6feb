//! The process the user waits for ends as soon as the program's output is complete and its
//! exit code known; the process that ran it, holding the CUDA context, ends after that.
//!
//! A process that made a CUDA context spends about 0.1 s in its exit while the driver tears
//! the context down (H200 machine, probe 123: 0.10-0.12 s between the last line written and
//! the end of the process, a quarter of a 0.45 s gemm run). So before anything else runs,
//! [`split`] forks: the parent only waits; the child (the worker) runs the program. When
//! the worker is done ([`finish`]: every stream flushed), it closes its standard streams,
//! so that a reader of the program's stdout or stderr sees their end, tells the parent the
//! exit code through a pipe and exits; the parent exits at once with that code, while the
//! worker's exit goes on. A worker that ends any other way (an error message and
//! `process::exit`, a crash) closes the pipe without a code: the parent then waits for it
//! and ends as it did (its exit code, or its signal). The worker dies with the parent
//! (`PR_SET_PDEATHSIG`), so a harness that kills the process it started stops the program.
//!
//! This module splits the process and carries the exit code; it must not run the program.

use std::os::fd::RawFd;
use std::sync::atomic::{AtomicI32, Ordering};

/// The pipe's write end, in the worker once [`split`] made one (-1: none).
static TO_PARENT: AtomicI32 = AtomicI32::new(-1);

/// Forks the worker, when this process has one thread (a fork of a threaded process
/// could copy a lock another thread holds). Returns in the worker, or in the only process
/// where it did not fork; the parent never returns.
pub fn split() {
    if !crate::race::single_threaded() {
        return;
    }
    let mut fds = [0 as RawFd; 2];
    // SAFETY: `fds` is a valid array of two descriptors for pipe2 to fill.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return;
    }
    let [from_worker, to_parent] = fds;
    // SAFETY: getpid and fork take no pointers; this process has one thread (above).
    let parent = unsafe { libc::getpid() };
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        // SAFETY: both descriptors were opened above and are not used again.
        unsafe {
            libc::close(from_worker);
            libc::close(to_parent);
        }
        return;
    }
    if pid == 0 {
        // The worker: it dies with the parent; a parent already gone leaves it alone.
        // SAFETY: prctl, getppid, close and _exit take no pointers.
        unsafe {
            libc::close(from_worker);
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 || libc::getppid() != parent
            {
                libc::_exit(1);
            }
        }
        TO_PARENT.store(to_parent, Ordering::SeqCst);
        return;
    }
    // SAFETY: the write end belongs to the worker now.
    unsafe { libc::close(to_parent) };
    wait_for(pid, from_worker)
}

/// The parent: the exit code the worker sends, or how the worker ended.
fn wait_for(pid: libc::pid_t, from_worker: RawFd) -> ! {
    let mut code = [0u8; 4];
    let mut got = 0;
    while got < code.len() {
        // SAFETY: the buffer has `code.len() - got` bytes free from `got`.
        let n = unsafe {
            libc::read(
                from_worker,
                code[got..].as_mut_ptr().cast(),
                code.len() - got,
            )
        };
        if n > 0 {
            got += n as usize;
        } else if n == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
            break;
        }
    }
    if got == code.len() {
        // SAFETY: _exit takes no pointers; this process wrote nothing it buffered.
        unsafe { libc::_exit(i32::from_le_bytes(code)) }
    }
    let mut status = 0;
    loop {
        // SAFETY: `status` is a valid int for waitpid to fill.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == pid {
            break;
        }
        if r < 0 && std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
            // SAFETY: as above.
            unsafe { libc::_exit(1) }
        }
    }
    if libc::WIFSIGNALED(status) {
        let signal = libc::WTERMSIG(status);
        // SAFETY: the default action of the worker's signal, raised here: the parent ends
        // as the worker did (a shell then reports the same signal).
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            libc::raise(signal);
            libc::_exit(128 + signal)
        }
    }
    // SAFETY: as above.
    unsafe { libc::_exit(libc::WEXITSTATUS(status)) }
}

/// In the worker: every stream is flushed; the standard streams are closed (their readers
/// see their end now), and the parent is told `code`. Nothing where [`split`] did not fork.
pub fn finish(code: i32) {
    let to_parent = TO_PARENT.swap(-1, Ordering::SeqCst);
    if to_parent < 0 {
        return;
    }
    // SAFETY: open, dup2, write and close take valid arguments: a C string, open
    // descriptors, and a buffer of four bytes.
    unsafe {
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
        if null >= 0 {
            for fd in 0..3 {
                libc::dup2(null, fd);
            }
            libc::close(null);
        }
        let bytes = code.to_le_bytes();
        libc::write(to_parent, bytes.as_ptr().cast(), bytes.len());
        libc::close(to_parent);
    }
}

/// In a child the worker forked (the race's plain run): the pipe is the worker's to use, not
/// this process's. Without this, the plain run's exit sent its code, and the parent ended
/// before the worker had written the plain run's output (the race's winner).
pub fn forget_in_child() {
    let to_parent = TO_PARENT.swap(-1, Ordering::SeqCst);
    if to_parent >= 0 {
        // SAFETY: the descriptor is this process's copy of the pipe's write end.
        unsafe { libc::close(to_parent) };
    }
}
