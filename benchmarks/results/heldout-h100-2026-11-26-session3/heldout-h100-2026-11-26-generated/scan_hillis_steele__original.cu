extern "C" __global__ void scan_hillis_steele(const int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    extern __shared__ int buf[];
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int t = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int b = blockDim.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int g = blockIdx.x * b + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int src = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    buf[t] = in[g];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    for (int off = 1; off < b; off *= 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        int dst = 1 - src;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        if (t >= off)
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t] = buf[src * b + t] + buf[src * b + t - off];
        else
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t] = buf[src * b + t];
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        src = dst;
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    out[g] = buf[src * b + t];
}
