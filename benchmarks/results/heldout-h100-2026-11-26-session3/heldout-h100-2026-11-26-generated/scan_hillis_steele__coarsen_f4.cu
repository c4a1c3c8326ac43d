extern "C" __global__ void scan_hillis_steele_cf4x(const int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    extern __shared__ int buf[];
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int t_0 = threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int t_1 = threadIdx.x * 4u + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int t_2 = threadIdx.x * 4u + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int t_3 = threadIdx.x * 4u + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int b = blockDim.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int g_0 = blockIdx.x * b + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int g_1 = blockIdx.x * b + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int g_2 = blockIdx.x * b + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int g_3 = blockIdx.x * b + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    int src = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    buf[t_0] = in[g_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    buf[t_1] = in[g_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    buf[t_2] = in[g_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    buf[t_3] = in[g_3];
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
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        if (t_2 >= off)
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_2] = buf[src * b + t_2] + buf[src * b + t_2 - off];
        else
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_2] = buf[src * b + t_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        if (t_3 >= off)
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_3] = buf[src * b + t_3] + buf[src * b + t_3 - off];
        else
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
            buf[dst * b + t_3] = buf[src * b + t_3];
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
        src = dst;
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    out[g_0] = buf[src * b + t_0];
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    out[g_1] = buf[src * b + t_1];
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    out[g_2] = buf[src * b + t_2];
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/scan_hillis_steele.cu"
    out[g_3] = buf[src * b + t_3];
}
