extern "C" __global__ void sign_tally3(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        float v = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int k = v < 0.0f ? 0 : v == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        atomicAdd(&counts[k], 1);
    }
}
