extern "C" __global__ void int8_add_cf8x_st32(const char* a, const char* b, char* c, int n) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 224u);
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
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_4] = (char)(a[i_4] + b[i_4]);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_5] = (char)(a[i_5] + b[i_5]);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_6] = (char)(a[i_6] + b[i_6]);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add.cu"
        c[i_7] = (char)(a[i_7] + b[i_7]);
}
