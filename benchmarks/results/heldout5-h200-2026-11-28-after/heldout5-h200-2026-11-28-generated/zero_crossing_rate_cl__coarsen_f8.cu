extern "C" __global__ void zero_crossing_rate_cf8x(const float* x, int* count, int flen) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    __shared__ int part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int f = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    const float* fr = x + f * flen;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_4 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_5 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_6 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c_7 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_0 = t_0; i_0 < flen - 1; i_0 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_0 += (fr[i_0] >= 0.0f) != (fr[i_0 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_1 = t_1; i_1 < flen - 1; i_1 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_1 += (fr[i_1] >= 0.0f) != (fr[i_1 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_2 = t_2; i_2 < flen - 1; i_2 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_2 += (fr[i_2] >= 0.0f) != (fr[i_2 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_3 = t_3; i_3 < flen - 1; i_3 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_3 += (fr[i_3] >= 0.0f) != (fr[i_3 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_4 = t_4; i_4 < flen - 1; i_4 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_4 += (fr[i_4] >= 0.0f) != (fr[i_4 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_5 = t_5; i_5 < flen - 1; i_5 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_5 += (fr[i_5] >= 0.0f) != (fr[i_5 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_6 = t_6; i_6 < flen - 1; i_6 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_6 += (fr[i_6] >= 0.0f) != (fr[i_6 + 1] >= 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i_7 = t_7; i_7 < flen - 1; i_7 += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c_7 += (fr[i_7] >= 0.0f) != (fr[i_7 + 1] >= 0.0f);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_0] = c_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_1] = c_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_2] = c_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_3] = c_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_4] = c_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_5] = c_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_6] = c_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t_7] = c_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_0 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_0] += part[t_0 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_1 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_1] += part[t_1 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_2 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_2] += part[t_2 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_3 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_3] += part[t_3 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_4 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_4] += part[t_4 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_5 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_5] += part[t_5 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_6 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_6] += part[t_6 + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t_7 < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t_7] += part[t_7 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_0 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_1 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_2 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_3 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_4 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_5 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_6 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t_7 == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
}
