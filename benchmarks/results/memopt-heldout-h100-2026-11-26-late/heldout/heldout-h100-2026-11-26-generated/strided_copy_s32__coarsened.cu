extern "C" __global__ void strided_copy_cf2x_st32(const float* in, float* out) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_0 = (blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_1 = (blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u + 32u)) * gridDim.y + blockIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_0] = in[i_0];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_1] = in[i_1];
}
