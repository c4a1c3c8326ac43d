extern "C" __global__ void strided_copy_cl_cf8x(const float* in, float* out) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_1 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_2 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_3 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_4 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_5 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_6 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_7 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_0] = in[i_0];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_1] = in[i_1];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_2] = in[i_2];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_3] = in[i_3];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_4] = in[i_4];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_5] = in[i_5];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_6] = in[i_6];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_7] = in[i_7];
}
