extern "C" __global__ void plane_mix_global_acc_hand(const float* __restrict__ planes, const float* __restrict__ wts, float* __restrict__ out, int n, int k) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cu"
        float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cu"
        #pragma unroll 8
        for (int c = 0; c < k; c++)
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cu"
            acc += __ldg(&wts[c]) * __ldg(&planes[(unsigned long long)c * n + i]);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cu"
        out[i] = acc;
    }
}
