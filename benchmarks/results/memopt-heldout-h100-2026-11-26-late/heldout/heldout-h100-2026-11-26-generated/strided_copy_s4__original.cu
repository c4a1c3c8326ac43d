extern "C" __global__ void strided_copy_cl(const float* in, float* out) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * (unsigned long long)gridDim.y + (unsigned long long)blockIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy_cl.cl"
    out[i] = in[i];
}
