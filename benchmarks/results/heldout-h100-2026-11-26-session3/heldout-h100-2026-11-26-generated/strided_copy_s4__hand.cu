extern "C" __global__ void strided_copy_cl_hand(const float* in, float* out) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/hand/strided_copy_cl_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/strided_copy_cl_hand.cl"
    out[4 * i] = make_float4(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]).x, out[4 * i + 1] = make_float4(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]).y, out[4 * i + 2] = make_float4(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]).z, out[4 * i + 3] = make_float4(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]).w;
}
