extern "C" __global__ void int8_add(const char* a, const char* b, char* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/int8_add.cu"
        c[i] = (char)(a[i] + b[i]);
}
