extern "C" __global__ void zero_crossing_rate_cf4x_st32(const float* x, int* count, int flen) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    __shared__ int part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int f = blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int t_0 = threadIdx.x / 32u * 128u + threadIdx.x % 32u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int t_1 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int t_2 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int t_3 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    const float* fr = x + f * flen;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int c_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int c_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int c_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int c_3 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    for (int i_0 = t_0; i_0 < flen - 1; i_0 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        c_0 += (fr[i_0] >= 0.0f) != (fr[i_0 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    for (int i_1 = t_1; i_1 < flen - 1; i_1 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        c_1 += (fr[i_1] >= 0.0f) != (fr[i_1 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    for (int i_2 = t_2; i_2 < flen - 1; i_2 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        c_2 += (fr[i_2] >= 0.0f) != (fr[i_2 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    for (int i_3 = t_3; i_3 < flen - 1; i_3 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        c_3 += (fr[i_3] >= 0.0f) != (fr[i_3 + 1] >= 0.0f);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    part[t_0] = c_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    part[t_1] = c_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    part[t_2] = c_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    part[t_3] = c_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        if (t_0 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
            part[t_0] += part[t_0 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        if (t_1 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
            part[t_1] += part[t_1 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        if (t_2 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
            part[t_2] += part[t_2 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        if (t_3 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
            part[t_3] += part[t_3 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    if (t_0 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    if (t_1 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    if (t_2 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    if (t_3 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        count[f] = part[0];
}
