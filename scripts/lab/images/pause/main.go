// Command pause is the infrastructure ("sandbox") container of a pod, built by scripts/lab/images.sh.
//
// It behaves like Kubernetes' own pause (build/pause/linux/pause.c): it sleeps until it is told to
// stop, exits 0 on SIGINT or SIGTERM, and reaps every child that is re-parented to it (SIGCHLD) when
// the pod shares its process namespace. `-v` prints the version and exits.
package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

const version = "k8sform-pause 1"

func main() {
	if len(os.Args) == 2 && os.Args[1] == "-v" {
		fmt.Println(version)
		return
	}
	if len(os.Args) > 1 {
		fmt.Fprintln(os.Stderr, "usage: pause [-v]")
		os.Exit(1)
	}
	if os.Getpid() != 1 {
		fmt.Fprintln(os.Stderr, "Warning: pause should be the first process")
	}

	// signal.Notify installs real handlers, so the signals reach us even as PID 1
	// (the kernel drops signals a PID 1 has no handler for).
	sigs := make(chan os.Signal, 16)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGCHLD)
	for sig := range sigs {
		if sig == syscall.SIGCHLD {
			reap()
			continue
		}
		fmt.Fprintf(os.Stderr, "Shutting down, got signal: %s\n", sig)
		os.Exit(0)
	}
}

// reap collects every exited child; several SIGCHLDs may have been coalesced into one.
func reap() {
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		if err == syscall.EINTR {
			continue
		}
		if pid <= 0 || err != nil {
			return
		}
	}
}
