extern "C" __global__ void strided_copy_hand(const float* in, float* out) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/hand/strided_copy_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/strided_copy_hand.cu"
    ((float4*)out)[i] = ((const float4*)in)[i];
}
