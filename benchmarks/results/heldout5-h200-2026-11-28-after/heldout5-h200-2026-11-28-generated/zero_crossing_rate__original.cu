extern "C" __global__ void zero_crossing_rate(const float* x, int* count, int flen) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    __shared__ int part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int f = blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    const float* fr = x + f * flen;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    int c = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    for (int i = t; i < flen - 1; i += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        c += (fr[i] >= 0.0f) != (fr[i + 1] >= 0.0f);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    part[t] = c;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        if (t < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
            part[t] += part[t + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
    if (t == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/zero_crossing_rate.cu"
        count[f] = part[0];
}
