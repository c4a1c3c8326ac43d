extern "C" __global__ void plane_mix_global_acc_hand(const float* __restrict__ planes, const float* __restrict__ wts, float* __restrict__ out, int n, int k) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cl"
        float acc = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cl"
        for (int c = 0; c < k; c++)
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cl"
            acc += wts[c] * planes[(unsigned long long)c * n + i];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/plane_mix_global_acc_hand.cl"
        out[i] = acc;
    }
}
