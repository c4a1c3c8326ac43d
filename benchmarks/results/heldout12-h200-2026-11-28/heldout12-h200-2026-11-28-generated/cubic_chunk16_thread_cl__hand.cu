extern "C" __global__ void cubic_chunk16_thread_hand(const float* __restrict__ x, float* __restrict__ y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/hand/cubic_chunk16_thread_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/cubic_chunk16_thread_hand.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/cubic_chunk16_thread_hand.cl"
        float v = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/cubic_chunk16_thread_hand.cl"
        y[i] = v * v * v - v;
    }
}
