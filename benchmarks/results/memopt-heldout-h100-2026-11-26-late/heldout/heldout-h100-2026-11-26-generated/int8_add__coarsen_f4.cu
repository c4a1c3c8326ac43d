extern "C" __global__ void int8_add_cf4x(const char* a, const char* b, char* c, int n) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_0] = (char)(a[i_0] + b[i_0]);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_1] = (char)(a[i_1] + b[i_1]);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_2] = (char)(a[i_2] + b[i_2]);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_3] = (char)(a[i_3] + b[i_3]);
}
