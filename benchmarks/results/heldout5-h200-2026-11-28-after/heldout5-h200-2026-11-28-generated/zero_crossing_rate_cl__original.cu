extern "C" __global__ void zero_crossing_rate(const float* x, int* count, int flen) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    __shared__ int part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int f = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    const float* fr = x + f * flen;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    int c = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int i = t; i < flen - 1; i += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        c += (fr[i] >= 0.0f) != (fr[i + 1] >= 0.0f);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    part[t] = c;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        if (t < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
            part[t] += part[t + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
    if (t == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cl"
        count[f] = part[0];
}
