//! A Crypto++ driver for a cross-check: a small C++ program (`tests/<name>/main.cpp`) compiled
//! with `clang++-14` (Debian package `clang-14`; `g++` if that is missing) against
//! `libcrypto++.so` (Debian package `libcrypto++-dev`, 8.7.0), once a test binary, and fed
//! requests on stdin, one answer line a request. A missing compiler or library is a failure
//! naming the Debian package to install, never a skip: without it the model would go unchecked.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Compile `tests/<name>/main.cpp` (what it drives: `what`, for messages) into Cargo's scratch
/// folder for tests (target/tmp), one file however often the tests run: compiled under a name
/// of this process, then renamed into place.
pub fn compile_driver(name: &str, what: &str) -> PathBuf {
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/{name}/main.cpp"));
    let compiler = ["clang++-14", "g++"]
        .into_iter()
        .find(|c| {
            Command::new(c)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .unwrap_or_else(|| {
            panic!(
                "no C++ compiler: the {what} cross-check compiles a Crypto++ driver with clang++-14. \
                 Install the Debian package clang-14 (npm run setup installs it): \
                 sudo apt-get install clang-14 libcrypto++-dev"
            )
        });
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let binary = dir.join(name);
    let building = dir.join(format!("{name}.{}", std::process::id()));
    let output = Command::new(compiler)
        .args(["-std=c++17", "-O1", "-o"])
        .arg(&building)
        .arg(&source)
        .arg("-lcrypto++")
        .output()
        .unwrap_or_else(|e| panic!("{compiler}: {e}"));
    assert!(
        output.status.success(),
        "{compiler} could not build the Crypto++ {what} driver ({}). Is Crypto++'s development \
         package installed? Install the Debian package libcrypto++-dev: \
         sudo apt-get install libcrypto++-dev\n{}",
        source.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::rename(&building, &binary).unwrap_or_else(|e| panic!("{}: {e}", binary.display()));
    binary
}

/// The answers of the driver at `driver` to `requests`, one line each.
pub fn ask(driver: &PathBuf, requests: &[String]) -> Vec<String> {
    let mut child = Command::new(driver)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", driver.display()));
    let mut stdin = child.stdin.take().expect("stdin");
    let input = requests.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().expect("driver output");
    writer.join().expect("writer").expect("write requests");
    assert!(
        output.status.success(),
        "the Crypto++ driver failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let lines: Vec<String> = String::from_utf8(output.stdout)
        .expect("utf-8")
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(lines.len(), requests.len(), "one answer a request");
    lines
}
