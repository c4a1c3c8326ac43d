extern "C" __global__ void strided_copy_cf4x(const float* in, float* out) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_0 = (blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_1 = (blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_2 = (blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_3 = (blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u)) * gridDim.y + blockIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_0] = in[i_0];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_1] = in[i_1];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_2] = in[i_2];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_3] = in[i_3];
}
