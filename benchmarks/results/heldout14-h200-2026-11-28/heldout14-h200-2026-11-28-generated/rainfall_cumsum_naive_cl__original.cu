extern "C" __global__ void rainfall_cumsum_naive(const int* rain, int* total, int seg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        int start = i / seg * seg;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        int s = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        for (int j = start; j <= i; j++)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
            s += rain[j];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cl"
        total[i] = s;
    }
}
