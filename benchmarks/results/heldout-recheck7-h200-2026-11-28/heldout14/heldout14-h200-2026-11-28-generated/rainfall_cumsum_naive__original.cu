extern "C" __global__ void rainfall_cumsum_naive(const int* rain, int* total, int seg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start = i / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j = start; j <= i; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s += rain[j];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i] = s;
    }
}
