extern "C" __global__ void strided_copy_cl_cf4x(const float* in, float* out) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_1 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_2 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_3 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_0] = in[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_1] = in[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_2] = in[i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_3] = in[i_3];
}
