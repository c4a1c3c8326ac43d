extern "C" __global__ void strided_copy_opt(const float* in, float* out) {
    float2 out_v0;
    float2 in_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy.cu"
        int i_m0 = (blockIdx.y * blockDim.y + threadIdx.y) * (gridDim.x * (blockDim.x * 2u)) + (blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u);
        in_v1 = *(const float2*)&in[i_m0];
        out_v0.x = in_v1.x;
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy.cu"
        int i_m1 = (blockIdx.y * blockDim.y + threadIdx.y) * (gridDim.x * (blockDim.x * 2u)) + (blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u));
        out_v0.y = in_v1.y;
        *(float2*)(&out[i_m1] - 1) = out_v0;
    }
}
