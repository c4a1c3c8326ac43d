extern "C" __global__ void row_range_thread_opt(const float* A, float* spread, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    if (r >= rows)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        return;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    const float* row = A + (unsigned long long)r * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    float hi = row[0];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    float lo = row[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    for (int c = 0 + (int)threadIdx.x; c < cols; c += 32)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        if (c >= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            float row_v = row[c];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            hi = fmaxf(hi, row_v);
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            lo = fminf(lo, row_v);
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    hi = fmaxf(hi, __shfl_xor_sync(4294967295u, hi, 16));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    hi = fmaxf(hi, __shfl_xor_sync(4294967295u, hi, 8));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    hi = fmaxf(hi, __shfl_xor_sync(4294967295u, hi, 4));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    hi = fmaxf(hi, __shfl_xor_sync(4294967295u, hi, 2));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    hi = fmaxf(hi, __shfl_xor_sync(4294967295u, hi, 1));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    lo = fminf(lo, __shfl_xor_sync(4294967295u, lo, 16));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    lo = fminf(lo, __shfl_xor_sync(4294967295u, lo, 8));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    lo = fminf(lo, __shfl_xor_sync(4294967295u, lo, 4));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    lo = fminf(lo, __shfl_xor_sync(4294967295u, lo, 2));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    lo = fminf(lo, __shfl_xor_sync(4294967295u, lo, 1));
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    spread[r] = hi - lo;
}
