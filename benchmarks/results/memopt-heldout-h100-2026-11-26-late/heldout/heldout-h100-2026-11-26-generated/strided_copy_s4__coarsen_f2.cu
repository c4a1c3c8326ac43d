extern "C" __global__ void strided_copy_cl_cf2x(const float* in, float* out) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i_1 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_0] = in[i_0];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i_1] = in[i_1];
}
