extern "C" __global__ void strided_copy(const float* in, float* out) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * gridDim.y + blockIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i] = in[i];
}
