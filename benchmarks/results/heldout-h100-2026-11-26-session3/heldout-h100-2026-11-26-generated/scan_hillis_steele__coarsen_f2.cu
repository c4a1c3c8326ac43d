extern "C" __global__ void scan_hillis_steele_cf2x(const int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    extern __shared__ int buf[];
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int t_0 = threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int b = blockDim.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int g_0 = blockIdx.x * b + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int g_1 = blockIdx.x * b + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int src = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    buf[t_0] = in[g_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    buf[t_1] = in[g_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    for (int off = 1; off < b; off *= 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        int dst = 1 - src;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        if (t_0 >= off)
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_0] = buf[src * b + t_0] + buf[src * b + t_0 - off];
        else
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_0] = buf[src * b + t_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        if (t_1 >= off)
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_1] = buf[src * b + t_1] + buf[src * b + t_1 - off];
        else
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_1] = buf[src * b + t_1];
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        src = dst;
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    out[g_0] = buf[src * b + t_0];
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    out[g_1] = buf[src * b + t_1];
}
